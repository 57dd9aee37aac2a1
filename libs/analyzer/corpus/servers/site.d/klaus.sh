#!/bin/bash
# klaus corpus site (round 26, held out): Debian 12 klaus 2.0.2 (a Git web viewer, Flask and dulwich) run by its own
# `klaus` command (Werkzeug's server) on 127.0.0.1:18530, serving one small Git repository made in $RUN/klaus/hello-tool
# (servers/vcs-repos.sh: two commits, fixed authors and dates). Recorded page: / (the repository list).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/klaus.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/klaus"
. "$ROOT/servers/lib.sh"
. "$ROOT/servers/vcs-repos.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  mkdir -p "$R"; vcs_git_repo "$R/hello-tool"
  bg_start "$R/server.pid" "$R/server.log" /usr/bin/python3 /usr/bin/klaus --host 127.0.0.1 --port 18530 --site-name code.example.test "$R/hello-tool"
  wait_http klaus http://127.0.0.1:18530/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
