#!/bin/bash
# phpinfo corpus site (round 40, held out — server status pages left on): a PHP file that calls phpinfo()
# (/info.php) under its own nginx (Debian 12 nginx-light 1.22.1) and php-fpm 8.2 master (sites/phpinfo) on
# 127.0.0.1:18672. Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/phpinfo.sh start|stop
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
R="$RUN/phpinfo"
case "${1:-}" in
start)
  stop_pid "$R/nginx.pid"; stop_pid "$R/php-fpm.pid"
  rm -rf "$R"; mkdir -p "$R/tmp"
  for f in nginx.conf php-fpm.conf; do
    sed -e "s#@RUN_DIR@#$R#g" -e "s#@SITE_DIR@#$ROOT/sites/phpinfo#g" "$ROOT/sites/phpinfo/$f" > "$R/$f"
  done
  php_fpm_start "$R"
  nginx -c "$R/nginx.conf" -p "$R/" -e "$R/error.log"
  wait_http phpinfo http://127.0.0.1:18672/info.php "$R/error.log" -f
  ;;
stop)
  stop_pid "$R/nginx.pid"
  stop_pid "$R/php-fpm.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
