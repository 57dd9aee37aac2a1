#!/bin/bash
# next-ssr corpus site: a create-next-app 16.4.x App Router application (Next.js 16.4.6, default template trimmed,
# cacheComponents on as generated; `/` reads headers() inside <Suspense>, so it is a Partial Prerender whose dynamic
# part is rendered per request), built with `next build` and run as `next start -H 127.0.0.1 -p 18334`.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/next-ssr.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/next-ssr"
R="$RUN/next-ssr"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  [ -f "$SITE/.next/BUILD_ID" ] || { echo "next-ssr: build first (sites/next-ssr/BUILD.md)" >&2; exit 1; }
  mkdir -p "$R"
  cd "$SITE"
  NEXT_TELEMETRY_DISABLED=1 nohup node node_modules/next/dist/bin/next start -H 127.0.0.1 -p 18334 >"$R/server.log" 2>&1 &
  echo $! > "$R/node.pid"
  wait_http next-ssr http://127.0.0.1:18334/ "$R/server.log"
  ;;
stop)
  stop_pid "$R/node.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
