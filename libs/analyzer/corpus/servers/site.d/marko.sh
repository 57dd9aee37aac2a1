#!/bin/bash
# marko corpus site (round 20, held out): a Marko 6.1.15 application built by @marko/run 0.11.12 (Vite), served by
# the Node server its build writes (dist/index.mjs, Node 20) on port 18466 (the adapter reads PORT only and listens on
# every interface; the recordings use 127.0.0.1). Build first (sites/marko/BUILD.md).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/marko.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/marko"
R="$RUN/marko"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  [ -f "$SITE/dist/index.mjs" ] || { echo "marko: build dist/ first (sites/marko/BUILD.md)" >&2; exit 1; }
  mkdir -p "$R"
  cd "$SITE"
  bg_start "$R/server.pid" "$R/server.log" env PORT=18466 node dist/index.mjs
  wait_http marko http://127.0.0.1:18466/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
