#!/bin/bash
# analog corpus site (round 21, held out): an Analog 2.7 application (@analogjs/platform 2.7.5, @analogjs/router 2.7.2,
# Angular 21.2.24, Vite 7.3.8; written by hand after analogjs.org, create-analog is not in this registry), built by
# `vite build` (Nitro node-server preset; "/" pre-rendered) and run by its own Node server,
# `node dist/analog/server/index.mjs`, on 127.0.0.1:18484. Build first (sites/analog/BUILD.md).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/analog.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/analog"
R="$RUN/analog"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  [ -f "$SITE/dist/analog/server/index.mjs" ] || { echo "analog: build first (sites/analog/BUILD.md)" >&2; exit 1; }
  mkdir -p "$R"
  cd "$SITE"
  bg_start "$R/server.pid" "$R/server.log" env HOST=127.0.0.1 PORT=18484 NODE_ENV=production node dist/analog/server/index.mjs
  wait_http analog http://127.0.0.1:18484/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
