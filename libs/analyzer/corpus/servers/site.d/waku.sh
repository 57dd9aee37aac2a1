#!/bin/bash
# waku corpus site (round 21, held out): Waku 0.27.5's basic template (React Server Components; React 19.2.9, Vite
# 7.3.8; written by hand, create-waku fetches its templates from GitHub), built by `waku build` and served by
# `waku start` (its Hono node server, dist/serve-node.js) on 127.0.0.1:18482. Build first (sites/waku/BUILD.md).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/waku.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/waku"
R="$RUN/waku"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  [ -f "$SITE/dist/serve-node.js" ] || { echo "waku: build first (sites/waku/BUILD.md)" >&2; exit 1; }
  mkdir -p "$R"
  cd "$SITE"
  bg_start "$R/server.pid" "$R/server.log" env NODE_ENV=production node node_modules/waku/cli.js start --host 127.0.0.1 --port 18482
  wait_http waku http://127.0.0.1:18482/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
