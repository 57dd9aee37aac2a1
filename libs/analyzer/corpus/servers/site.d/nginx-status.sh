#!/bin/bash
# nginx-status corpus site (round 40, held out — server status pages left on): nginx 1.22's stub_status page
# (/nginx_status) under its own nginx-light instance (sites/nginx-status/nginx.conf) on 127.0.0.1:18675.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/nginx-status.sh start|stop
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
R="$RUN/nginx-status"
case "${1:-}" in
start)
  stop_pid "$R/nginx.pid"
  rm -rf "$R"; mkdir -p "$R/tmp" "$R/htdocs"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/nginx-status/nginx.conf" > "$R/nginx.conf"
  nginx -c "$R/nginx.conf" -p "$R/" -e "$R/error.log"
  wait_http nginx-status http://127.0.0.1:18675/nginx_status "$R/error.log" -f
  ;;
stop) stop_pid "$R/nginx.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
