#!/bin/bash
# syncthing corpus site: Debian 12 syncthing 1.19.2 with a fresh home in $RUN/syncthing (new keys and device id at
# each start, no default folder, no upgrade checks), its GUI on 127.0.0.1:18370 without a password.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/syncthing.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/syncthing"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R/home"
  STNODEFAULTFOLDER=1 STNOUPGRADE=1 setsid syncthing serve --home="$R/home" \
    --gui-address=http://127.0.0.1:18370 --no-browser --no-restart > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http syncthing http://127.0.0.1:18370/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
