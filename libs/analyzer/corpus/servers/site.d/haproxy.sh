#!/bin/bash
# haproxy corpus site: Debian 12 HAProxy 2.6.12 (`haproxy -db -f <cfg>`, sites/haproxy/haproxy.cfg rendered into
# $RUN/haproxy), its statistics report on 127.0.0.1:18388.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/haproxy.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/haproxy"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/haproxy/haproxy.cfg" > "$R/haproxy.cfg"
  setsid haproxy -db -f "$R/haproxy.cfg" > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http haproxy http://127.0.0.1:18388/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
