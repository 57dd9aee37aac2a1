#!/bin/bash
# remix corpus site (round 21, held out): Remix 2.17.5's Vite template (written by hand; create-remix fetches its
# templates from GitHub), built by `remix vite:build` (Vite 6.4.6) and served by remix-serve (Express) on
# 127.0.0.1:18480. Build first (sites/remix/BUILD.md).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/remix.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/remix"
R="$RUN/remix"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  [ -f "$SITE/build/server/index.js" ] || { echo "remix: build first (sites/remix/BUILD.md)" >&2; exit 1; }
  mkdir -p "$R"
  cd "$SITE"
  bg_start "$R/server.pid" "$R/server.log" env HOST=127.0.0.1 PORT=18480 NODE_ENV=production \
    node node_modules/@remix-run/serve/dist/cli.js ./build/server/index.js
  wait_http remix http://127.0.0.1:18480/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
