#!/bin/bash
# solid-start corpus site: SolidStart 1.3.2's "basic" template (written by hand: create-solid fetches templates from
# GitHub; solid-js 1.9.20, @solidjs/router 0.15.4, vinxi 0.5.11), built with `vinxi build` (Nitro node-server preset)
# and run by its own Node server, `node .output/server/index.mjs`, on 127.0.0.1:18423.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/solid-start.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/solid-start"
R="$RUN/solid-start"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  [ -f "$SITE/.output/server/index.mjs" ] || { echo "solid-start: build first (sites/solid-start/BUILD.md)" >&2; exit 1; }
  mkdir -p "$R"
  cd "$SITE"
  HOST=127.0.0.1 PORT=18423 NODE_ENV=production nohup node .output/server/index.mjs >"$R/server.log" 2>&1 &
  echo $! > "$R/node.pid"
  wait_http solid-start http://127.0.0.1:18423/ "$R/server.log"
  ;;
stop)
  stop_pid "$R/node.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
