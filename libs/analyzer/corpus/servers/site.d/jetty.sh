#!/bin/bash
# jetty: Debian 12 jetty9 (9.4.x) run as `java -jar /usr/share/jetty9/start.jar` with jetty.home=/usr/share/jetty9 and
# its own jetty.base under $RUN/jetty, HTTP on 127.0.0.1:18308.
# jetty.base/start.ini = Debian's /etc/jetty9/start.ini + jetty.http.host/port (sites/jetty/start.ini);
# jetty.base/webapps/root = Debian's stock default root webapp (/usr/share/jetty9/default-root, what jetty9's
# postinst copies to /var/lib/jetty9/webapps/root).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> jetty.sh start|stop
set -eu
ROOT=${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
RUN=${RUN:-/tmp/stacklens-corpus-run}
B=$RUN/jetty
PID=$B/jetty.pid
PORT=18308
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  if [ -f "$PID" ] && kill -0 "$(cat "$PID")" 2>/dev/null; then echo "jetty already running"; exit 0; fi
  rm -rf "$B"; mkdir -p "$B"/{webapps,logs,tmp,lib/ext,resources}
  cp "$ROOT/sites/jetty/start.ini" "$B/start.ini"
  cp -r /usr/share/jetty9/default-root "$B/webapps/root"
  cd "$B"
  setsid java -Djava.awt.headless=true -Djava.io.tmpdir="$B/tmp" -Djava.library.path=/usr/lib \
    -Djetty.home=/usr/share/jetty9 -Djetty.base="$B" -Djetty.logs="$B/logs" \
    -jar /usr/share/jetty9/start.jar jetty.home=/usr/share/jetty9 jetty.base="$B" \
    >"$B/logs/out.log" 2>&1 </dev/null &
  echo $! >"$PID"
  wait_http jetty "http://127.0.0.1:$PORT/" "$B/logs/out.log"
  ;;
stop)
  stop_pid "$PID"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
