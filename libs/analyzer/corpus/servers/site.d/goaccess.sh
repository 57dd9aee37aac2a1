#!/bin/bash
# goaccess corpus site: Debian 12 GoAccess 1.7's HTML report (`goaccess --log-format=COMBINED -o index.html`) of
# sites/goaccess/access.log (40 synthetic loopback requests), generated at start into $RUN/goaccess/public and served
# by an own lighttpd 1.4.69 instance (sites/goaccess/lighttpd.conf) on 127.0.0.1:18389.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/goaccess.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/goaccess"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/lighttpd.pid"
  rm -rf "$R"; mkdir -p "$R/public"
  goaccess "$ROOT/sites/goaccess/access.log" --log-format=COMBINED --no-global-config -o "$R/public/index.html" \
    > "$R/goaccess.log" 2>&1
  lighttpd_start goaccess
  wait_http goaccess http://127.0.0.1:18389/ "$R/error.log" -f
  ;;
stop)
  stop_pid "$R/lighttpd.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
