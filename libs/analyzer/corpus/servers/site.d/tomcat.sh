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
. "$ROOT/servers/lib.sh"
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
  wait_http tomcat "http://127.0.0.1:$PORT/" "$B/logs/catalina.out"
  ;;
stop)
  stop_pid "$PID"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
