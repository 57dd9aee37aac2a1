#!/bin/bash
# cherrypy corpus site: a small CherryPy 18.8 app (sites/cherrypy/app.py; Debian 12 python3-cherrypy3) on its own
# server at 127.0.0.1:18356, behind Varnish Cache 7.1.1 (Debian 12 varnish, sites/cherrypy/default.vcl) on
# 127.0.0.1:18346 — the URL that is recorded. Usage: ROOT=<corpus dir> RUN=<runtime dir> bash ... start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/cherrypy"
R="$RUN/cherrypy"
PY=/usr/bin/python3   # Debian's python3 (python3-cherrypy3), not any pyenv shim
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$R/varnish"
  cd "$SITE"
  "$PY" app.py > "$R/cherrypy.log" 2>&1 < /dev/null &
  echo $! > "$R/cherrypy.pid"
  for _ in $(seq 1 60); do curl -s -o /dev/null http://127.0.0.1:18356/ && break; sleep 0.5; done
  varnishd -a 127.0.0.1:18346 -f "$SITE/default.vcl" -n "$R/varnish" -P "$R/varnishd.pid" -s malloc,64m \
    -T 127.0.0.1:0 || exit 1
  wait_http cherrypy http://127.0.0.1:18346/ "$R/cherrypy.log" -f
  ;;
stop)
  stop_pid "$R/varnishd.pid"
  stop_pid "$R/cherrypy.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
