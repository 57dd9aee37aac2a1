#!/bin/bash
# monit corpus site: Debian 12 Monit 5.33.0 (`monit -I -c <monitrc>`, sites/monit/monitrc rendered into $RUN/monit),
# its HTTP interface (the service overview) on 127.0.0.1:18387.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/monit.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/monit"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/monit/monitrc" > "$R/monitrc"; chmod 600 "$R/monitrc"
  setsid monit -I -c "$R/monitrc" > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http monit http://127.0.0.1:18387/ "$R/monit.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
