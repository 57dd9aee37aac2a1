#!/bin/bash
# shellinabox corpus site: Debian 12 Shell In A Box 2.21 (its own daemon, shellinaboxd, no TLS, loopback only) on
# 127.0.0.1:18401, the stock login service at /. Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/shellinabox.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/shellinabox"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R"
  bg_start "$R/server.pid" "$R/server.log" shellinaboxd --disable-ssl --localhost-only --port=18401 --no-beep -s /:LOGIN
  wait_http shellinabox http://127.0.0.1:18401/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
