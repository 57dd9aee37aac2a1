#!/bin/bash
# xandikos corpus site (round 28, held out): Debian 12 Xandikos 0.2.8 (a Git-backed CalDAV/CardDAV server in Python,
# aiohttp under the hood) in the foreground on 127.0.0.1:18553 with its default calendar and address book
# (--defaults) in $RUN/xandikos/dav. Recorded page: / (the server's own HTML front page).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/xandikos.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/xandikos"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R"
  bg_start "$R/server.pid" "$R/server.log" /usr/bin/xandikos -d "$R/dav" --defaults -l 127.0.0.1 -p 18553
  wait_http xandikos http://127.0.0.1:18553/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
