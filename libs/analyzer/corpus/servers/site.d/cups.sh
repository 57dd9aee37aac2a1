#!/bin/bash
# cups corpus site: Debian 12 CUPS 2.4.2 (`cupsd -f`) with sites/cups/cupsd.conf and cups-files.conf rendered into
# $RUN/cups (127.0.0.1:18379, no printers, no browsing), its web interface at /.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/cups.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/cups"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R/etc/ppd" "$R/etc/ssl" "$R/cache" "$R/state" "$R/spool/tmp" "$R/log"
  for f in cupsd.conf cups-files.conf; do sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/cups/$f" > "$R/etc/$f"; done
  setsid cupsd -f -c "$R/etc/cupsd.conf" -s "$R/etc/cups-files.conf" > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http cups http://127.0.0.1:18379/ "$R/log/error_log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
