#!/bin/bash
# phpsysinfo corpus site: Debian 12 phpSysInfo 3.4.2 (/usr/share/phpsysinfo, its stock /etc/phpsysinfo/phpsysinfo.ini)
# at http://127.0.0.1:18385/phpsysinfo/, served by an own lighttpd 1.4.69 instance (sites/phpsysinfo/lighttpd.conf:
# Debian's lighttpd.conf with fastcgi-php-fpm and the package's lighttpd.conf) and an own php-fpm 8.2 pool, in $RUN/phpsysinfo.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/phpsysinfo.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/phpsysinfo"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/lighttpd.pid"; stop_pid "$R/php-fpm.pid"
  rm -rf "$R"; mkdir -p "$R/sessions"; touch "$R/error.log"; chown www-data:www-data "$R/sessions" "$R/error.log"
  for f in lighttpd.conf php-fpm.conf; do sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/phpsysinfo/$f" > "$R/$f"; done
  php_fpm_start "$R"
  lighttpd -f "$R/lighttpd.conf"
  wait_http phpsysinfo http://127.0.0.1:18385/phpsysinfo/ "$R/error.log" -f
  ;;
stop)
  stop_pid "$R/lighttpd.pid"
  stop_pid "$R/php-fpm.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
