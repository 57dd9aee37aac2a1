#!/bin/bash
# tiddlywiki corpus site: TiddlyWiki 5.4.1 (npm, sites/tiddlywiki/node_modules) as its own Node.js server: a wiki
# made at each start from the stock "server" edition (`tiddlywiki <dir> --init server`) in $RUN/tiddlywiki, served by
# `tiddlywiki <dir> --listen` on 127.0.0.1:18363 (anonymous access, TiddlyWiki's default).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/tiddlywiki.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/tiddlywiki"
R="$RUN/tiddlywiki"
TW="$SITE/node_modules/tiddlywiki/tiddlywiki.js"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  [ -f "$TW" ] || { echo "tiddlywiki: npm install in sites/tiddlywiki first (BUILD.md)" >&2; exit 1; }
  stop_pid "$R/server.pid"   # an instance already running (its pid file is in $R)
  rm -rf "$R"; mkdir -p "$R"
  node "$TW" "$R/wiki" --init server > "$R/init.log" 2>&1
  setsid node "$TW" "$R/wiki" --listen host=127.0.0.1 port=18363 > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http tiddlywiki http://127.0.0.1:18363/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
