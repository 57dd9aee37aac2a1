#!/bin/bash
# transmission corpus site: Debian 12 transmission-daemon 3.00 with a fresh configuration folder in $RUN/transmission,
# its RPC and web client on 127.0.0.1:18368 (/transmission/web/), loopback only, no torrents, no DHT/LPD/port mapping.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/transmission.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/transmission"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R/config"
  setsid transmission-daemon -f -g "$R/config" -p 18368 -r 127.0.0.1 -a 127.0.0.1 -T -M --no-dht --no-lpd \
    -P 18369 > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http transmission http://127.0.0.1:18368/transmission/web/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
