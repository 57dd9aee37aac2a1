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
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$D/sessions"
  chown www-data:www-data "$D/sessions"; chmod 700 "$D/sessions"
  apache_php_start "$D" "$S" || exit 1
  ;;
stop)
  apache_php_stop "$D"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
