#!/bin/bash
# angular-ssr corpus site: an `ng new --ssr` application (Angular 21.2.24, @angular/ssr with its Express 5 server,
# `ng build`, RenderMode.Server) run as `node dist/angular-ssr/server/server.mjs` on 127.0.0.1:18332 only
# (src/server.ts listens on HOST, default 127.0.0.1).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/angular-ssr.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/angular-ssr"
R="$RUN/angular-ssr"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  [ -f "$SITE/dist/angular-ssr/server/server.mjs" ] || { echo "angular-ssr: build first (sites/angular-ssr/BUILD.md)" >&2; exit 1; }
  mkdir -p "$R"
  cd "$SITE"
  NODE_ENV=production HOST=127.0.0.1 PORT=18332 nohup node dist/angular-ssr/server/server.mjs >"$R/server.log" 2>&1 &
  echo $! > "$R/node.pid"
  wait_http angular-ssr http://127.0.0.1:18332/ "$R/server.log"
  ;;
stop)
  stop_pid "$R/node.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
