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
case "${1:-}" in
start)
  [ -f "$SITE/.output/server/index.mjs" ] || { echo "nuxt-ssr: build first (sites/nuxt-ssr/BUILD.md)" >&2; exit 1; }
  mkdir -p "$R"
  cd "$SITE"
  HOST=127.0.0.1 PORT=18335 nohup node .output/server/index.mjs >"$R/server.log" 2>&1 &
  echo $! > "$R/node.pid"
  for _ in $(seq 1 50); do
    curl -s -o /dev/null http://127.0.0.1:18335/ && exit 0
    sleep 0.2
  done
  echo "nuxt-ssr: server did not answer (see $R/server.log)" >&2; exit 1
  ;;
stop)
  if [ -f "$R/node.pid" ]; then kill "$(cat "$R/node.pid")" 2>/dev/null || true; rm -f "$R/node.pid"; fi
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
