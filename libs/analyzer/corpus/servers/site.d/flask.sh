#!/bin/bash
# flask corpus site: a small Flask 2.2 app (Debian python3-flask; Jinja2 layout, session cookie, Debian's Bootstrap 5
# via libjs-bootstrap5) run by Debian's gunicorn 20.1 directly on 127.0.0.1:18330 (no proxy in front).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/flask.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/flask"
R="$RUN/flask"
PY=/usr/bin/python3   # Debian's python3 (python3-flask), not any pyenv shim
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$R"
  "$PY" /usr/bin/gunicorn --bind 127.0.0.1:18330 --workers 2 --chdir "$SITE/app" \
    --pid "$R/gunicorn.pid" --error-logfile "$R/gunicorn.log" --daemon app:app
  for i in $(seq 1 50); do [ -s "$R/gunicorn.pid" ] && break; sleep 0.2; done
  ;;
stop)
  stop_pid "$R/gunicorn.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
