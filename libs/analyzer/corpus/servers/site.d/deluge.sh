#!/bin/bash
# deluge corpus site: Debian 12 deluge-web 2.0.3 (the Web UI alone, no daemon connected) with a fresh configuration
# folder in $RUN/deluge, on 127.0.0.1:18375 (Twisted, plain HTTP).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/deluge.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/deluge"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R/config"
  setsid deluge-web -d -c "$R/config" -i 127.0.0.1 -p 18375 --no-ssl -L warning > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http deluge http://127.0.0.1:18375/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
