#!/bin/bash
# davical corpus site (:18503): Debian 12 DAViCal 1.1.12 (PHP, libawl-php 0.64) admin login page, own nginx (nginx-light)
# + own php-fpm 8.2 pool (sites/davical/nginx.conf, php-fpm.conf). Installs sites/davical/davical-conf.php as
# /etc/davical/127.0.0.1-conf.php (the configuration DAViCal reads for server name 127.0.0.1) while it runs, and creates the PostgreSQL
# database davical (roles davical_dba, davical_app; admin password corpus-admin) with the package's
# dba/create-database.sh on 127.0.0.1:5432 unless it exists. Recorded page: / (index.php, the login form).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/davical.sh start|stop
set -eu
ROOT=${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
RUN=${RUN:-/tmp/stacklens-corpus-run}
S="$ROOT/sites/davical"
R="$RUN/davical"
. "$ROOT/servers/lib.sh"
render() { sed -e "s|@RUN_DIR@|$R|g" "$1" > "$2"; }

case "${1:-}" in
start)
  stop_pid "$R/nginx.pid"; stop_pid "$R/php-fpm.pid"
  mkdir -p "$R/sessions" "$R/tmp"
  chown www-data:www-data "$R/sessions"; chmod 0700 "$R/sessions"
  render "$S/nginx.conf" "$R/nginx.conf"
  render "$S/php-fpm.conf" "$R/php-fpm.conf"
  install -o root -g www-data -m 0640 "$S/davical-conf.php" /etc/davical/127.0.0.1-conf.php
  if ! psql -h 127.0.0.1 -U postgres -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname='davical'" | grep -q 1; then
    (cd /tmp && PSQLOPTS="-h 127.0.0.1 -U postgres" bash /usr/share/davical/dba/create-database.sh davical corpus-admin) \
      > "$R/create-database.log" 2>&1 || { echo "davical: database creation failed; see $R/create-database.log" >&2; exit 1; }
  fi
  php_fpm_start "$R"
  nginx -c "$R/nginx.conf" -p "$R/"
  wait_http davical http://127.0.0.1:18503/ "$R/nginx-error.log" -f
  ;;
stop)
  stop_pid "$R/nginx.pid"
  stop_pid "$R/php-fpm.pid"
  rm -f /etc/davical/127.0.0.1-conf.php
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
