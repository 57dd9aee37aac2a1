#!/bin/bash
# icecast corpus site: Debian 12 icecast2 2.4.4 with sites/icecast/icecast.xml (the package's configuration with port
# 18372, bind address 127.0.0.1, the log folder in $RUN and changeowner icecast2:icecast) rendered into $RUN/icecast;
# no source connected, so / is the empty status page.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/icecast.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/icecast"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R/log"
  chown -R icecast2:icecast "$R/log"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/icecast/icecast.xml" > "$R/icecast.xml"
  setsid icecast2 -c "$R/icecast.xml" > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http icecast http://127.0.0.1:18372/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
