#!/bin/bash
# gitit corpus site: Debian 12 gitit 0.15.1.0 (a Haskell wiki on the Happstack server, pages in a git repository)
# with its default configuration except address/port (sites/gitit/gitit.conf: 127.0.0.1:18367), run in $RUN/gitit,
# where gitit creates its wikidata/ git repository (Front Page and Help), static/ and templates/ on first start.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/gitit.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/gitit"
R="$RUN/gitit"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"   # an instance already running (its pid file is in $R)
  rm -rf "$R"; mkdir -p "$R"
  cd "$R"
  GIT_AUTHOR_DATE="2026-01-15T10:00:00Z" GIT_COMMITTER_DATE="2026-01-15T10:00:00Z" \
    setsid gitit -f "$SITE/gitit.conf" > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http gitit http://127.0.0.1:18367/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
