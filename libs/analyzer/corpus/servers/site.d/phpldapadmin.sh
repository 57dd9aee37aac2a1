#!/bin/bash
# phpldapadmin corpus site: Debian 12 phpldapadmin 1.2.6.3 (stock /etc/phpldapadmin/config.php, no LDAP server
# running) under its own Apache 2.4 instance (127.0.0.1:18355, /phpldapadmin/) + its own php-fpm 8.2 master
# (proxy_fcgi over a unix socket).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/phpldapadmin.sh start|stop. Runtime files in $RUN/phpldapadmin.
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
D="$RUN/phpldapadmin"
S="$ROOT/sites/phpldapadmin"
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
