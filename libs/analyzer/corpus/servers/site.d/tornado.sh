#!/bin/bash
# tornado corpus site: a small Tornado 6.2 app (sites/tornado/app.py; Debian 12 python3-tornado) served by Tornado's
# own HTTP server directly on 127.0.0.1:18345 (no proxy in front).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/tornado.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/tornado"
R="$RUN/tornado"
PY=/usr/bin/python3   # Debian's python3 (python3-tornado), not any pyenv shim
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$R"
  setsid "$PY" "$SITE/app.py" > "$R/tornado.log" 2>&1 < /dev/null &
  echo $! > "$R/tornado.pid"
  wait_http tornado http://127.0.0.1:18345/ "$R/tornado.log" -f
  ;;
stop)
  stop_pid "$R/tornado.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
