#!/bin/bash
# micro-httpd corpus site (round 28, held out): Debian 12 micro_httpd 20140814 (ACME Labs' inetd-style HTTP server in
# C: one process per connection, the request on stdin) behind socat's TCP listener on 127.0.0.1:18550, as Debian's
# micro-httpd.socket runs it from systemd, serving a small file tree made in $RUN/micro-httpd/files (listing_tree).
# Recorded page: / (its own directory listing).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/micro-httpd.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/micro-httpd"
. "$ROOT/servers/lib.sh"
. "$ROOT/servers/listing-tree.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  mkdir -p "$R"; listing_tree "$R/files"; touch -d "2024-05-01 12:00:00 UTC" "$R"
  bg_start "$R/server.pid" "$R/server.log" socat TCP-LISTEN:18550,bind=127.0.0.1,fork,reuseaddr \
    EXEC:"/usr/sbin/micro-httpd $R/files"
  wait_http micro-httpd http://127.0.0.1:18550/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
