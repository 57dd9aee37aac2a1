#!/bin/bash
# One of round 33's Node development servers (held out; sites/node-dev-servers/BUILD.md): runs the npm package's own
# command from $NPM_APPS/<app> (default /work/r11/<app>) in the foreground, in $RUN/<site>, serving a copy of
# sites/node-dev-servers/<dir> (files: a folder tree shown as a listing; site: a small static site; db.json: a JSON
# database), and waits for URL.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/node-dev-server.sh SITE APP URL start|stop -- CMD ARGS...
#   CMD is the package's bin name (run from $NPM_APPS/APP/node_modules/.bin); @DIR@ in ARGS is the run copy's folder.
set -eu
SITE="$1" APP="$2" URL="$3" ACTION="$4"
shift 5
ROOT="${ROOT:-$(cd "$(dirname "$0")/.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
BIN="${NPM_APPS:-/work/r11}/$APP/node_modules/.bin"
R="$RUN/$SITE"
. "$ROOT/servers/lib.sh"
case "$ACTION" in
start)
  [ -x "$BIN/$1" ] || { echo "$SITE: npm ci in ${NPM_APPS:-/work/r11}/$APP first (sites/node-dev-servers/BUILD.md)" >&2; exit 1; }
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R"
  cp -r "$ROOT/sites/node-dev-servers/files" "$ROOT/sites/node-dev-servers/site" "$ROOT/sites/node-dev-servers/db.json" "$R/"
  cmd="$BIN/$1"; shift
  args=()
  for a in "$@"; do args+=("${a//@DIR@/$R}"); done
  cd "$R"
  bg_start "$R/server.pid" "$R/server.log" env HOME="$R" BROWSER=none "$cmd" "${args[@]}"
  wait_http "$SITE" "$URL" "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 SITE APP URL start|stop -- CMD ARGS..." >&2; exit 2 ;;
esac
