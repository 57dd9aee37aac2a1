#!/bin/bash
# thin corpus site (round 37, held out): the Rack application sites/thin/config.ru served by Debian 12 Thin 1.8.1
# (Ruby 3.1, Rack 2.2) in the foreground on 127.0.0.1:18641. Recorded page: /.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/thin.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/thin"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R"
  bg_start "$R/server.pid" "$R/server.log" /usr/bin/thin start -a 127.0.0.1 -p 18641 -R "$ROOT/sites/thin/config.ru"
  wait_http thin http://127.0.0.1:18641/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
