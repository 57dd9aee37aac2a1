#!/bin/bash
# analog-report corpus site (round 35, held out): Debian 12 analog 6.0.17 — the report of sites/analog-report/access.log (the 60
# synthetic loopback requests of the webalizer site) written by `analog +g analog.cfg` into $RUN/analog-report/public at
# start and served by an own lighttpd 1.4.69 instance (sites/analog-report/lighttpd.conf; analog's images at /images/) on
# 127.0.0.1:18620. Recorded page: / (the report).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/analog-report.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/analog-report"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/lighttpd.pid"
  rm -rf "$R"; mkdir -p "$R/public"
  sed -e "s#@RUN_DIR@#$R#g" -e "s#@SITE_DIR@#$ROOT/sites/analog-report#g" "$ROOT/sites/analog-report/analog.cfg" > "$R/analog.cfg"
  analog +g"$R/analog.cfg" > "$R/analog.log" 2>&1
  lighttpd_start analog-report
  wait_http analog-report http://127.0.0.1:18620/ "$R/error.log" -f
  ;;
stop) stop_pid "$R/lighttpd.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
