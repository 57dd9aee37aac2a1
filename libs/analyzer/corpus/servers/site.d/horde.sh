#!/bin/bash
# horde corpus site (:18502): Debian 12 Horde 5 (php-horde 5.2.23, the Horde application framework's own login page)
# on an own nginx (nginx-light) + own php-fpm 8.2 pool (sites/horde/nginx.conf, php-fpm.conf). Horde reads only
# /etc/horde/horde/conf.php (the package ships none, and without it says "This system is currently deactivated"):
# sites/horde/conf.php, rendered, is installed there while the site runs and removed at stop. No database (password
# file authentication, preferences in the session). Recorded page: /login.php (/ answers 302 to it with the session
# id in the URL). Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/horde.sh start|stop
set -eu
ROOT=${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
RUN=${RUN:-/tmp/stacklens-corpus-run}
S="$ROOT/sites/horde"
R="$RUN/horde"
. "$ROOT/servers/lib.sh"
render() { sed -e "s|@RUN_DIR@|$R|g" "$1" > "$2"; }

case "${1:-}" in
start)
  stop_pid "$R/nginx.pid"; stop_pid "$R/php-fpm.pid"
  mkdir -p "$R/sessions" "$R/tmp"
  chown www-data:www-data "$R/sessions"; chmod 0700 "$R/sessions"
  for f in nginx.conf php-fpm.conf conf.php; do render "$S/$f" "$R/$f"; done
  touch "$R/passwd" "$R/horde.log"; chown www-data "$R/horde.log"
  install -o root -g www-data -m 0640 "$R/conf.php" /etc/horde/horde/conf.php
  php_fpm_start "$R"
  nginx -c "$R/nginx.conf" -p "$R/"
  wait_http horde http://127.0.0.1:18502/login.php "$R/nginx-error.log" -f
  ;;
stop)
  stop_pid "$R/nginx.pid"
  stop_pid "$R/php-fpm.pid"
  rm -f /etc/horde/horde/conf.php
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
