#!/bin/bash
# One of round 38's small file servers (held out; sites/node-dev-servers/files is what they serve, copied into
# $RUN/<site>/files): runs CMD in the foreground from $RUN/<site> (@DIR@ in its arguments is $RUN/<site>) and waits
# for URL (any status: some answer / with an error page).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/small-file-server.sh SITE URL start|stop -- CMD ARGS...
set -eu
SITE="$1" URL="$2" ACTION="$3"
shift 4
ROOT="${ROOT:-$(cd "$(dirname "$0")/.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/$SITE"
. "$ROOT/servers/lib.sh"
case "$ACTION" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R"
  cp -r "$ROOT/sites/node-dev-servers/files" "$R/files"
  args=()
  for a in "$@"; do args+=("${a//@DIR@/$R}"); done
  cd "$R"
  bg_start "$R/server.pid" "$R/server.log" "${args[@]}"
  wait_http "$SITE" "$URL" "$R/server.log"
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 SITE URL start|stop -- CMD ARGS..." >&2; exit 2 ;;
esac
