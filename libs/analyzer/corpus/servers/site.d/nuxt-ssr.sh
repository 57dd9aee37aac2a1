#!/bin/bash
# nuxt-ssr corpus site: a Nuxt 4.4.5 application (starter layout, app/app.vue trimmed to an h1 + one useFetch of a
# Nitro API route; server-side rendered), built with `nuxt build` (Nitro node-server preset) and run as
# `node .output/server/index.mjs` with HOST=127.0.0.1 PORT=18335.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/nuxt-ssr.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/nuxt-ssr"
R="$RUN/nuxt-ssr"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  [ -f "$SITE/.output/server/index.mjs" ] || { echo "nuxt-ssr: build first (sites/nuxt-ssr/BUILD.md)" >&2; exit 1; }
  mkdir -p "$R"
  cd "$SITE"
  HOST=127.0.0.1 PORT=18335 nohup node .output/server/index.mjs >"$R/server.log" 2>&1 &
  echo $! > "$R/node.pid"
  wait_http nuxt-ssr http://127.0.0.1:18335/ "$R/server.log"
  ;;
stop)
  stop_pid "$R/node.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
