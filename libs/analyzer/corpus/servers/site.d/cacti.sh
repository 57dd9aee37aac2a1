#!/bin/bash
# cacti corpus site: Debian 12 cacti 1.2.24 under its own Apache 2.4 instance (127.0.0.1:18340,
# /cacti/) + its own php-fpm 8.2 master (proxy_fcgi over a unix socket). Usage: cacti.sh start|stop
# Needs the one-time database setup sites/cacti/setup-db.sh (MariaDB on 127.0.0.1:3306, /etc/cacti/debian.php).
# Env: ROOT = corpus dir, RUN = runtime dir (default /tmp/stacklens-corpus-run). Runtime files in $RUN/cacti.
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
D="$RUN/cacti"
S="$ROOT/sites/cacti"
case "${1:-}" in
start)
  mkdir -p "$D/sessions"
  chown www-data:www-data "$D/sessions"; chmod 700 "$D/sessions"
  for f in apache2.conf php-fpm.conf; do sed -e "s#@RUN_DIR@#$D#g" "$S/$f" > "$D/$f"; done
  php-fpm8.2 --fpm-config "$D/php-fpm.conf" || exit 1
  for i in $(seq 50); do [ -S "$D/php-fpm.sock" ] && break; sleep 0.1; done
  apache2 -f "$D/apache2.conf" -k start || exit 1
  ;;
stop)
  [ -f "$D/apache2.conf" ] && apache2 -f "$D/apache2.conf" -k stop 2>/dev/null
  [ -f "$D/php-fpm.pid" ] && kill "$(cat "$D/php-fpm.pid")" 2>/dev/null
  sleep 1; rm -f "$D/php-fpm.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
