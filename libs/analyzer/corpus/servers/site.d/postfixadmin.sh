#!/bin/bash
# postfixadmin corpus site (:18326): Debian 12's PostfixAdmin 3.3.13 admin login page (SQLite database), own nginx
# (nginx-light) + own php-fpm 8.2 pool. Installs sites/postfixadmin/config.local.php (rendered) as
# /etc/postfixadmin/config.local.php, and on the first start creates the database schema the documented way
# (an empty SQLite file, then one GET of setup.php, which runs upgrade.php).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/postfixadmin.sh start|stop
set -eu
ROOT=${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
RUN=${RUN:-/tmp/stacklens-corpus-run}
S="$ROOT/sites/postfixadmin"
R="$RUN/postfixadmin"

render() { sed -e "s|@RUN_DIR@|$R|g" "$1" > "$2"; }
. "$ROOT/servers/lib.sh"

case "${1:-}" in
start)
  mkdir -p "$R/db" "$R/sessions" "$R/tmp"
  chown www-data:www-data "$R/db" "$R/sessions"; chmod 0700 "$R/sessions"
  render "$S/nginx.conf" "$R/nginx.conf"
  render "$S/php-fpm.conf" "$R/php-fpm.conf"
  render "$S/config.local.php" "$R/config.local.php"
  install -o root -g www-data -m 0640 "$R/config.local.php" /etc/postfixadmin/config.local.php
  # templates_c: Debian's package ships /var/cache/postfixadmin/templates_c owned by www-data (0700)
  chown www-data /var/cache/postfixadmin/templates_c
  php_fpm_start "$R"
  nginx -c "$R/nginx.conf" -p "$R/"
  for _ in $(seq 50); do [ -s "$R/nginx.pid" ] && break; sleep 0.1; done
  if [ ! -s "$R/db/postfixadmin.db" ]; then
    # PostfixAdmin's SQLite driver needs the (empty) database file to exist; setup.php then creates the tables
    install -o www-data -g www-data -m 0640 /dev/null "$R/db/postfixadmin.db"
    curl -sS -o "$R/setup-first-run.html" http://127.0.0.1:18326/setup.php
  fi
  ;;
stop)
  stop_pid "$R/nginx.pid"
  stop_pid "$R/php-fpm.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
