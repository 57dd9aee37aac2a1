#!/bin/bash
# Runs one held-out site's own server on the round-33 fixtures (rounds 33 and 38; sites/node-dev-servers/BUILD.md and
# each site's BUILD.md): copies sites/node-dev-servers/{files,site,db.json} (a folder tree, a small static site, a JSON
# database) into $RUN/<site>, runs CMD in the foreground from there (@DIR@ in its arguments is $RUN/<site>) and waits
# for URL to answer (any status: some of these servers answer / with an error page).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/fixture-server.sh SITE URL start|stop -- CMD ARGS...
set -eu
SITE="$1" URL="$2" ACTION="$3"
shift 4
ROOT="${ROOT:-$(cd "$(dirname "$0")/.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/$SITE"
. "$ROOT/servers/lib.sh"
case "$ACTION" in
start)
  [ -x "$1" ] || { echo "$SITE: $1 is missing (see its BUILD.md)" >&2; exit 1; }
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R"
  cp -r "$ROOT/sites/node-dev-servers/files" "$ROOT/sites/node-dev-servers/site" "$ROOT/sites/node-dev-servers/db.json" "$R/"
  args=()
  for a in "$@"; do args+=("${a//@DIR@/$R}"); done
  cd "$R"
  bg_start "$R/server.pid" "$R/server.log" env HOME="$R" BROWSER=none "${args[@]}"
  wait_http "$SITE" "$URL" "$R/server.log"
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 SITE URL start|stop -- CMD ARGS..." >&2; exit 2 ;;
esac
