#!/bin/bash
# loggerhead corpus site (round 26, held out): Debian 12 loggerhead 2.0.1 (the Breezy/Bazaar branch viewer, Python
# with Paste) run by `loggerhead-serve` on 127.0.0.1:18531, serving $RUN/loggerhead/branches with one small branch,
# hello-tool (servers/vcs-repos.sh: two revisions, fixed committer and dates). Recorded page: /hello-tool/changes (the
# branch's revision list; / is only a directory listing).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/loggerhead.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/loggerhead"
. "$ROOT/servers/lib.sh"
. "$ROOT/servers/vcs-repos.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R/branches" "$R/cache" "$R/logs"
  vcs_bzr_branch "$R/branches/hello-tool"
  bg_start "$R/server.pid" "$R/server.log" env HOME="$R" /usr/bin/python3 /usr/bin/loggerhead-serve --host 127.0.0.1 --port 18531 --cache-dir "$R/cache" --log-folder "$R/logs" "$R/branches"
  wait_http loggerhead http://127.0.0.1:18531/hello-tool/changes "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
