#!/bin/bash
# knot-resolver corpus site (round 19, held out): Debian 12 knot-resolver 5.6.0 (kresd) with
# knot-resolver-module-http's webmgmt dashboard on 127.0.0.1:18473, DNS on 127.0.0.1:18478, configured by
# sites/knot-resolver/kresd.conf; kresd's run directory (cache) is $RUN/knot-resolver.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/knot-resolver.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/knot-resolver"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$R"
  bg_start "$R/server.pid" "$R/server.log" kresd -n -c "$ROOT/sites/knot-resolver/kresd.conf" "$R"
  wait_http knot-resolver http://127.0.0.1:18473/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
