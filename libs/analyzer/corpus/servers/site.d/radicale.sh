#!/bin/bash
# radicale corpus site: Debian 12 radicale 3.1.8 (`python3 -m radicale`, Debian's Python 3.11) with
# sites/radicale/config rendered into $RUN/radicale (127.0.0.1:18371, no authentication, collections in $RUN), its
# built-in web interface at /.web/.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/radicale.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/radicale"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/radicale/config" > "$R/config"
  setsid /usr/bin/python3 -m radicale --config "$R/config" > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http radicale http://127.0.0.1:18371/.web/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
