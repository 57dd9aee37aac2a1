#!/bin/bash
# bepasty corpus site (round 25, held out): Debian 12 bepasty 1.0.0 (a Flask pastebin) served by its own
# `bepasty-server` (Flask's development server, Werkzeug) on 127.0.0.1:18520, configured by sites/bepasty/bepasty.conf
# (anonymous visitors may read and paste), files under $RUN/bepasty/storage. Recorded page: / (the paste form).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/bepasty.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/bepasty"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R/storage"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/bepasty/bepasty.conf" > "$R/bepasty.conf"
  bg_start "$R/server.pid" "$R/server.log" env BEPASTY_CONFIG="$R/bepasty.conf" /usr/bin/python3 /usr/bin/bepasty-server --host 127.0.0.1 --port 18520
  wait_http bepasty http://127.0.0.1:18520/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
