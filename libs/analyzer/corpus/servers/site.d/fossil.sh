#!/bin/bash
# fossil corpus site: Debian 12 fossil 2.21 serving a freshly made repository with its own built-in HTTP server
# (`fossil server`, 127.0.0.1:18365); the repository is rebuilt at each start by sites/fossil/make-repo.sh into
# $RUN/fossil (a project name, one check-in, one wiki page; fixed dates so that the pages are the same each time).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/fossil.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/fossil"
R="$RUN/fossil"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"   # an instance already running (its pid file is in $R)
  rm -rf "$R"; mkdir -p "$R"
  bash "$SITE/make-repo.sh" "$R" > "$R/make-repo.log" 2>&1 || { echo "fossil: make-repo failed, see $R/make-repo.log" >&2; exit 1; }
  setsid fossil server --port 18365 --localhost "$R/demo.fossil" > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http fossil http://127.0.0.1:18365/timeline "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
