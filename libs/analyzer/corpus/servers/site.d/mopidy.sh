#!/bin/bash
# mopidy corpus site (round 25, held out): Debian 12 Mopidy 3.4.1 (a Python music server) as a plain process with
# sites/mopidy/mopidy.conf: its HTTP frontend (Tornado) on 127.0.0.1:18522, no sound device, no web client
# extension installed. Recorded page: / (Mopidy's own page listing the installed web clients).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/mopidy.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/mopidy"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/mopidy/mopidy.conf" > "$R/mopidy.conf"
  bg_start "$R/server.pid" "$R/server.log" env HOME="$R" /usr/bin/python3 /usr/bin/mopidy --config "$R/mopidy.conf"
  wait_http mopidy http://127.0.0.1:18522/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
