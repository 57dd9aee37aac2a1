#!/bin/bash
# pdns-recursor corpus site (round 19, held out): Debian 12 pdns-recursor 4.8.8 with its built-in web server
# (webserver=yes: the dashboard and the API) on 127.0.0.1:18471, DNS on 127.0.0.1:18476, configured by
# sites/pdns-recursor/recursor.conf (rendered into $RUN/pdns-recursor).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/pdns-recursor.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/pdns-recursor"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$R"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/pdns-recursor/recursor.conf" > "$R/recursor.conf"
  bg_start "$R/server.pid" "$R/server.log" pdns_recursor --config-dir="$R"
  wait_http pdns-recursor http://127.0.0.1:18471/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
