#!/bin/bash
# sarg corpus site: Debian 12 SARG 2.4.0 — the report of sites/sarg/access.log (50 synthetic Squid native-format
# requests from three loopback clients) written by `sarg -f sarg.conf` into $RUN/sarg/public at start and served by an
# own lighttpd 1.4.69 instance (sites/sarg/lighttpd.conf) on 127.0.0.1:18492. Recorded page: / (the report index).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/sarg.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/sarg"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/lighttpd.pid"
  rm -rf "$R"; mkdir -p "$R/public" "$R/tmp"
  sed -e "s#@RUN_DIR@#$R#g" -e "s#@SITE_DIR@#$ROOT/sites/sarg#g" "$ROOT/sites/sarg/sarg.conf" > "$R/sarg.conf"
  sarg -f "$R/sarg.conf" > "$R/sarg.log" 2>&1 || { echo "sarg failed; see $R/sarg.log" >&2; exit 1; }
  lighttpd_start sarg
  wait_http sarg http://127.0.0.1:18492/ "$R/error.log" -f
  ;;
stop) stop_pid "$R/lighttpd.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
