#!/bin/bash
# rclone corpus site (round 25, held out): Debian 12 rclone 1.60.1 (`rclone serve http`, Go) on 127.0.0.1:18524
# serving a small file tree made in $RUN/rclone/files (listing_tree), no configuration file. Recorded page: / (rclone's
# own directory listing template).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/rclone.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/rclone"
. "$ROOT/servers/lib.sh"
. "$ROOT/servers/listing-tree.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  mkdir -p "$R"; listing_tree "$R/files"
  bg_start "$R/server.pid" "$R/server.log" env HOME="$R" /usr/bin/rclone serve http "$R/files" --addr 127.0.0.1:18524 --config /dev/null
  wait_http rclone http://127.0.0.1:18524/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
