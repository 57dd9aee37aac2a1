#!/bin/bash
# redis-commander corpus site: Redis Commander 0.9.0 (npm; installed with `npm ci` from sites/redis-commander's
# package-lock.json into $NPM_APPS/redis-commander, default /work/r11/redis-commander) in read-only mode against the
# machine's Redis on 127.0.0.1:6379 (no key is written; --nosave keeps its connection list out of any config file),
# HOME in $RUN/redis-commander, on 127.0.0.1:18391.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> [NPM_APPS=<dir>] bash servers/site.d/redis-commander.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
APP="${NPM_APPS:-/work/r11}/redis-commander/node_modules/redis-commander"
R="$RUN/redis-commander"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  [ -f "$APP/bin/redis-commander.js" ] || { echo "redis-commander: npm ci first (sites/redis-commander/BUILD.md)" >&2; exit 1; }
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R"
  cd "$R"
  HOME="$R" NODE_ENV=production setsid node "$APP/bin/redis-commander.js" --redis-host 127.0.0.1 --redis-port 6379 \
    --read-only --nosave --address 127.0.0.1 --port 18391 > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http redis-commander http://127.0.0.1:18391/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
