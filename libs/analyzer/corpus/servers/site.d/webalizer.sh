#!/bin/bash
# webalizer corpus site: Debian 12 The Webalizer 2.23-08 — the report of sites/webalizer/access.log (60 synthetic
# loopback requests) written by `webalizer -c webalizer.conf` into $RUN/webalizer/public at start and served by an own
# lighttpd 1.4.69 instance (sites/webalizer/lighttpd.conf) on 127.0.0.1:18491. Recorded page: / (Summary by Month).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/webalizer.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/webalizer"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/lighttpd.pid"
  rm -rf "$R"; mkdir -p "$R/public"
  sed -e "s#@RUN_DIR@#$R#g" -e "s#@SITE_DIR@#$ROOT/sites/webalizer#g" "$ROOT/sites/webalizer/webalizer.conf" > "$R/webalizer.conf"
  webalizer -c "$R/webalizer.conf" > "$R/webalizer.log" 2>&1
  lighttpd_start webalizer
  wait_http webalizer http://127.0.0.1:18491/ "$R/error.log" -f
  ;;
stop) stop_pid "$R/lighttpd.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
