#!/bin/bash
# php-fpm-status corpus site (round 40, held out — server status pages left on): PHP-FPM 8.2's pool status page
# (pm.status_path = /status) behind its own lighttpd 1.4.69 (sites/php-fpm-status) on 127.0.0.1:18673; recorded
# page /status?html&full. Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/php-fpm-status.sh start|stop
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
R="$RUN/php-fpm-status"
case "${1:-}" in
start)
  stop_pid "$R/lighttpd.pid"; stop_pid "$R/php-fpm.pid"
  rm -rf "$R"; mkdir -p "$R/htdocs"
  for f in lighttpd.conf php-fpm.conf; do sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/php-fpm-status/$f" > "$R/$f"; done
  touch "$R/error.log"; chown www-data:www-data "$R/error.log"
  php_fpm_start "$R"
  lighttpd -f "$R/lighttpd.conf"
  wait_http php-fpm-status "http://127.0.0.1:18673/status?html&full" "$R/error.log" -f
  ;;
stop)
  stop_pid "$R/lighttpd.pid"
  stop_pid "$R/php-fpm.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
