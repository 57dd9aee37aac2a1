#!/bin/bash
# starlette corpus site (round 18, held out): a small Starlette 0.26.1 application (Debian 12 python3-starlette) served by uvicorn 0.17.6 (sites/starlette/app.py) on 127.0.0.1:18462, no proxy in front.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/starlette.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/starlette"
R="$RUN/starlette"
PY=/usr/bin/python3   # Debian's python3 and its packages, not any pyenv shim
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$R"
  setsid "$PY" "$SITE/app.py" > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http starlette http://127.0.0.1:18462/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
