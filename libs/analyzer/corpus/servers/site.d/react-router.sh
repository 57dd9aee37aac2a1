#!/bin/bash
# react-router corpus site: React Router 7 framework mode (react-router 7.18.4, the create-react-router default
# template written by hand: one index route, SSR on), built with `react-router build` (Vite 7.3.8) and run by its own
# production server, `react-router-serve ./build/server/index.js` (@react-router/serve 7.18.4, Express 4), on
# 127.0.0.1:18421.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/react-router.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/react-router"
R="$RUN/react-router"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  [ -f "$SITE/build/server/index.js" ] || { echo "react-router: build first (sites/react-router/BUILD.md)" >&2; exit 1; }
  mkdir -p "$R"
  cd "$SITE"
  HOST=127.0.0.1 PORT=18421 NODE_ENV=production nohup node node_modules/@react-router/serve/dist/cli.js ./build/server/index.js >"$R/server.log" 2>&1 &
  echo $! > "$R/node.pid"
  wait_http react-router http://127.0.0.1:18421/ "$R/server.log"
  ;;
stop)
  stop_pid "$R/node.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
