#!/bin/bash
# supervisor corpus site: Debian 12 Supervisor 4.2.5 (supervisord -n -c <conf>, sites/supervisor/supervisord.conf
# rendered into $RUN/supervisor), its web interface (inet_http_server) on 127.0.0.1:18405 with one program (sleep).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/supervisor.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/supervisor"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/supervisor/supervisord.conf" > "$R/supervisord.conf"
  bg_start "$R/server.pid" "$R/server.log" supervisord -n -c "$R/supervisord.conf"
  wait_http supervisor http://127.0.0.1:18405/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
