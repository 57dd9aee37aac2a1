#!/bin/bash
# Runs one corpus site that is a Python application serving itself: sites/<site>/app.py under Debian's python3 (its
# packages, not any pyenv shim), pid and log under $RUN/<site>, up when / answers 2xx/3xx on 127.0.0.1:<port>.
# The site.d scripts of such sites call it (round 18: aiohttp, pyramid, starlette, quart).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/python-site.sh <site> <port> start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
NAME="$1" PORT="$2"
SITE="$ROOT/sites/$NAME"
R="$RUN/$NAME"
. "$ROOT/servers/lib.sh"
case "${3:-}" in
start)
  mkdir -p "$R"
  bg_start "$R/server.pid" "$R/server.log" /usr/bin/python3 "$SITE/app.py"
  wait_http "$NAME" "http://127.0.0.1:$PORT/" "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 <site> <port> start|stop" >&2; exit 2 ;;
esac
