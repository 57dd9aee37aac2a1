#!/bin/bash
# puma corpus site (round 37, held out): the Rack application sites/puma/config.ru served by Debian 12 Puma 5.6.5
# (Ruby 3.1, Rack 2.2) in the foreground on 127.0.0.1:18642 (`-e production`). Its front page raises: / answers 500
# with Puma's own low-level error page.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/puma.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/puma"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R"
  bg_start "$R/server.pid" "$R/server.log" /usr/bin/puma -e production -b tcp://127.0.0.1:18642 "$ROOT/sites/puma/config.ru"
  wait_http puma http://127.0.0.1:18642/ "$R/server.log"
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
