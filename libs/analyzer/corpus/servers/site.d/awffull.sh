#!/bin/bash
# awffull corpus site (round 35, held out): Debian 12 AWFFull 3.10.2 (a fork of The Webalizer) — the report of
# sites/awffull/access.log (the 60 synthetic loopback requests of the webalizer site) written by
# `awffull -o … -n "Harbour Rowing Club"` into $RUN/awffull/public at start and served by an own lighttpd 1.4.69
# instance (sites/awffull/lighttpd.conf) on 127.0.0.1:18621. Recorded page: / (the summary by month).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/awffull.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/awffull"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/lighttpd.pid"
  rm -rf "$R"; mkdir -p "$R/public"
  awffull -o "$R/public" -n "Harbour Rowing Club" "$ROOT/sites/awffull/access.log" > "$R/awffull.log" 2>&1
  lighttpd_start awffull
  wait_http awffull http://127.0.0.1:18621/ "$R/error.log" -f
  ;;
stop) stop_pid "$R/lighttpd.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
