#!/bin/bash
# hgweb corpus site: Debian 12 mercurial 6.3.2's web interface (hgweb) served by Mercurial's own built-in HTTP server
# (`hg serve`, Python 3.11 http.server, 127.0.0.1:18366), on a repository rebuilt at each start by
# sites/hgweb/make-repo.sh into $RUN/hgweb (two changesets with fixed dates; web.name "demo").
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/hgweb.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/hgweb"
R="$RUN/hgweb"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"   # an instance already running (its pid file is in $R)
  rm -rf "$R"; mkdir -p "$R"
  bash "$SITE/make-repo.sh" "$R/demo" > "$R/make-repo.log" 2>&1 || { echo "hgweb: make-repo failed, see $R/make-repo.log" >&2; exit 1; }
  HGRCPATH=/etc/mercurial/hgrc setsid hg serve -R "$R/demo" -a 127.0.0.1 -p 18366 > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http hgweb http://127.0.0.1:18366/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
