#!/bin/bash
# calamaris corpus site (round 35, held out): Debian 12 Calamaris 2.99.4.7 — the HTML report (`calamaris -F html`) of
# sites/calamaris/access.log (six synthetic Squid native-format log lines) written into $RUN/calamaris/public at start
# and served by an own lighttpd 1.4.69 instance (sites/calamaris/lighttpd.conf) on 127.0.0.1:18622. Recorded page: /.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/calamaris.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/calamaris"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/lighttpd.pid"
  rm -rf "$R"; mkdir -p "$R/public"
  calamaris -F html < "$ROOT/sites/calamaris/access.log" > "$R/public/index.html" 2> "$R/calamaris.log"
  lighttpd_start calamaris
  wait_http calamaris http://127.0.0.1:18622/ "$R/error.log" -f
  ;;
stop) stop_pid "$R/lighttpd.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
