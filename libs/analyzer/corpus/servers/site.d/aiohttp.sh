#!/bin/bash
# aiohttp corpus site (round 18, held out): a small aiohttp 3.8.4 application (Debian 12 python3-aiohttp) served by aiohttp's own server (sites/aiohttp/app.py) on 127.0.0.1:18460, no proxy in front.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/aiohttp.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/aiohttp"
R="$RUN/aiohttp"
PY=/usr/bin/python3   # Debian's python3 and its packages, not any pyenv shim
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$R"
  setsid "$PY" "$SITE/app.py" > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http aiohttp http://127.0.0.1:18460/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
