#!/bin/bash
# ldap-account-manager corpus site: Debian 12 ldap-account-manager 8.3 under its own Apache 2.4 instance (127.0.0.1:18400,
# /lam/, its stock configuration, no LDAP server: the login page) + its own php-fpm 8.2 master (proxy_fcgi over a unix socket). Usage: ldap-account-manager.sh start|stop
# Env: ROOT = corpus dir, RUN = runtime dir (default /tmp/stacklens-corpus-run). Runtime files in $RUN/ldap-account-manager.
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
D="$RUN/ldap-account-manager"
S="$ROOT/sites/ldap-account-manager"
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
