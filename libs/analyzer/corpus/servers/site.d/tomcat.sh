#!/bin/bash
# tomcat: Debian 12 tomcat10 (10.1.x) as a plain process, own CATALINA_BASE under $RUN/tomcat,
# HTTP connector on 127.0.0.1:18307, shutdown port disabled (Debian's server.xml: <Server port="-1">).
# Stock Debian config files (/usr/share/tomcat10/etc) and the stock Debian ROOT webapp
# (/usr/share/tomcat10-root/default_root, what tomcat10's postinst copies to /var/lib/tomcat10/webapps/ROOT);
# only server.xml is ours (sites/tomcat/server.xml = stock + address/port on the HTTP connector).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> tomcat.sh start|stop
set -eu
ROOT=${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
RUN=${RUN:-/tmp/stacklens-corpus-run}
B=$RUN/tomcat
PID=$B/tomcat.pid
PORT=18307
case "${1:-}" in
start)
  if [ -f "$PID" ] && kill -0 "$(cat "$PID")" 2>/dev/null; then echo "tomcat already running"; exit 0; fi
  rm -rf "$B"; mkdir -p "$B"/{conf,logs,temp,work,webapps,lib}
  cp /usr/share/tomcat10/etc/* "$B/conf/"
  cp "$ROOT/sites/tomcat/server.xml" "$B/conf/server.xml"
  cp -r /usr/share/tomcat10-root/default_root "$B/webapps/ROOT"
  cd "$B"
  CATALINA_HOME=/usr/share/tomcat10 CATALINA_BASE="$B" CATALINA_TMPDIR="$B/temp" \
    JAVA_OPTS="-Djava.awt.headless=true" \
    setsid /usr/share/tomcat10/bin/catalina.sh run >"$B/logs/catalina.out" 2>&1 </dev/null &
  echo $! >"$PID"
  for i in $(seq 1 60); do
    curl -s -o /dev/null "http://127.0.0.1:$PORT/" && { echo "tomcat up on 127.0.0.1:$PORT"; exit 0; }
    sleep 0.5
  done
  echo "tomcat did not come up; see $B/logs/catalina.out" >&2; exit 1
  ;;
stop)
  if [ -f "$PID" ]; then
    p=$(cat "$PID"); kill "$p" 2>/dev/null || true
    for i in $(seq 1 40); do kill -0 "$p" 2>/dev/null || break; sleep 0.25; done
    kill -9 "$p" 2>/dev/null || true
    rm -f "$PID"
  fi
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
