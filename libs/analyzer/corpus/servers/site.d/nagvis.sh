#!/bin/bash
# nagvis corpus site: Debian 12 NagVis 1.9.34 (/usr/share/nagvis, its stock /etc/nagvis/nagvis.ini.php: livestatus
# backend at a socket that does not exist here, no Nagios/Icinga running) at http://127.0.0.1:18510/nagvis/, served by
# an own lighttpd 1.4.69 instance (sites/nagvis/lighttpd.conf) and an own php-fpm 8.2 pool, in $RUN/nagvis. Recorded
# page: /nagvis/frontend/nagvis-js/index.php, where /nagvis/ redirects; on PHP 8.2 NagVis 1.9.34 answers it with its
# own error notice (a deprecation turned into an exception by its error handler), which is what a visitor gets.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/nagvis.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/nagvis"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/lighttpd.pid"; stop_pid "$R/php-fpm.pid"
  rm -rf "$R"; mkdir -p "$R/sessions"; touch "$R/error.log"; chown www-data:www-data "$R/sessions" "$R/error.log"
  for f in lighttpd.conf php-fpm.conf; do sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/nagvis/$f" > "$R/$f"; done
  php_fpm_start "$R"
  lighttpd -f "$R/lighttpd.conf"
  wait_http nagvis http://127.0.0.1:18510/nagvis/ "$R/error.log"
  ;;
stop)
  stop_pid "$R/lighttpd.pid"
  stop_pid "$R/php-fpm.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
