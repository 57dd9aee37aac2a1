#!/bin/bash
# werkzeug-debugger corpus site (round 37, held out): the Flask application sites/werkzeug-debugger/app.py run by
# Debian 12 Flask 2.2.2's `flask run` with FLASK_DEBUG=1 (Werkzeug 2.2.2's development server with its interactive debugger) on
# 127.0.0.1:18640. Its front page raises a KeyError: / answers 500 with the debugger's traceback page.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/werkzeug-debugger.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/werkzeug-debugger"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R"
  cd "$ROOT/sites/werkzeug-debugger"
  bg_start "$R/server.pid" "$R/server.log" env PYTHONDONTWRITEBYTECODE=1 FLASK_APP=app.py FLASK_DEBUG=1 /usr/bin/python3 -m flask run --no-reload --host 127.0.0.1 --port 18640
  wait_http werkzeug-debugger http://127.0.0.1:18640/ "$R/server.log"
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
