#!/bin/bash
# tomcat-examples: Debian 12 tomcat10 (10.1.x) + tomcat10-examples as a plain process, own CATALINA_BASE under
# $RUN/tomcat-examples, HTTP connector on 127.0.0.1:18341, shutdown port disabled (Debian's server.xml: <Server port="-1">).
# Same approach as servers/site.d/tomcat.sh: stock Debian config files (/usr/share/tomcat10/etc), the stock Debian ROOT
# webapp, and the examples webapp deployed exactly as the tomcat10-examples package does it: its context file
# /etc/tomcat10/Catalina/localhost/examples.xml (docBase=/usr/share/tomcat10-examples/examples, copied unchanged to
# conf/Catalina/localhost/). Only server.xml is ours (sites/tomcat-examples/server.xml = stock + address/port).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> tomcat-examples.sh start|stop
set -eu
ROOT=${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
RUN=${RUN:-/tmp/stacklens-corpus-run}
B=$RUN/tomcat-examples
PID=$B/tomcat.pid
PORT=18341
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  if [ -f "$PID" ] && kill -0 "$(cat "$PID")" 2>/dev/null; then echo "tomcat-examples already running"; exit 0; fi
  rm -rf "$B"; mkdir -p "$B"/{conf/Catalina/localhost,logs,temp,work,webapps,lib}
  cp /usr/share/tomcat10/etc/* "$B/conf/" 2>/dev/null || true
  cp "$ROOT/sites/tomcat-examples/server.xml" "$B/conf/server.xml"
  cp /etc/tomcat10/Catalina/localhost/examples.xml "$B/conf/Catalina/localhost/examples.xml"
  cp -r /usr/share/tomcat10-root/default_root "$B/webapps/ROOT"
  cd "$B"
  CATALINA_HOME=/usr/share/tomcat10 CATALINA_BASE="$B" CATALINA_TMPDIR="$B/temp" \
    JAVA_OPTS="-Djava.awt.headless=true" \
    setsid /usr/share/tomcat10/bin/catalina.sh run >"$B/logs/catalina.out" 2>&1 </dev/null &
  echo $! >"$PID"
  wait_http tomcat-examples "http://127.0.0.1:$PORT/examples/" "$B/logs/catalina.out"
  ;;
stop)
  stop_pid "$PID"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
