#!/bin/bash
# privoxy corpus site: Debian 12 privoxy 3.0.34 (filtering proxy, C) on 127.0.0.1:18443 with sites/privoxy/config and
# site.action (rendered into $RUN/privoxy); the recorded page is its "Request blocked" page.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/privoxy.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/privoxy"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/privoxy.pid"
  mkdir -p "$R"
  for f in config site.action; do sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/privoxy/$f" > "$R/$f"; done
  privoxy --pidfile "$R/privoxy.pid" "$R/config" > "$R/server.log" 2>&1 < /dev/null
  wait_http privoxy http://127.0.0.1:18443/ "$R/logfile"
  ;;
stop) stop_pid "$R/privoxy.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
