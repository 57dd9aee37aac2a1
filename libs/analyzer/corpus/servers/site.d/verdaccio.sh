#!/bin/bash
# verdaccio corpus site: Verdaccio 5.33.0 (npm; installed with `npm ci` from sites/verdaccio's package-lock.json into
# $NPM_APPS/verdaccio, default /work/r11/verdaccio) with sites/verdaccio/config.yaml: no uplinks, an empty storage
# and htpasswd made fresh in $RUN/verdaccio, its web UI (the prebuilt @verdaccio/ui-theme) on 127.0.0.1:18390.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> [NPM_APPS=<dir>] bash servers/site.d/verdaccio.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
APP="${NPM_APPS:-/work/r11}/verdaccio"
R="$RUN/verdaccio"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  [ -x "$APP/node_modules/.bin/verdaccio" ] || { echo "verdaccio: npm ci in $APP first (sites/verdaccio/BUILD.md)" >&2; exit 1; }
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R/storage" "$R/plugins"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/verdaccio/config.yaml" > "$R/config.yaml"
  HOME="$R" setsid "$APP/node_modules/.bin/verdaccio" --config "$R/config.yaml" > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http verdaccio http://127.0.0.1:18390/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
