#!/bin/bash
# webfs corpus site (round 25, held out): Debian 12 webfsd 1.21 (a small static file server in C) in the
# foreground on 127.0.0.1:18523 serving a small file tree made in $RUN/webfs/files (listing_tree). Recorded page: /
# (webfsd's own directory listing).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/webfs.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/webfs"
. "$ROOT/servers/lib.sh"
. "$ROOT/servers/listing-tree.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  mkdir -p "$R"; listing_tree "$R/files"
  bg_start "$R/server.pid" "$R/server.log" /usr/bin/webfsd -F -4 -i 127.0.0.1 -p 18523 -r "$R/files" -n files.example.test
  wait_http webfs http://127.0.0.1:18523/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
