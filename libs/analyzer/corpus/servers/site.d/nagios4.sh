#!/bin/bash
# nagios4 corpus site: Debian 12 nagios4 4.4.6 web interface (nagios4-cgi: PHP front page + CGIs) under its own Apache
# 2.4 instance (127.0.0.1:18353, /nagios4/) + its own php-fpm 8.2 master (proxy_fcgi over a unix socket); mod_cgid
# runs the CGIs.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/nagios4.sh start|stop. Runtime files in $RUN/nagios4.
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
D="$RUN/nagios4"
S="$ROOT/sites/nagios4"
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
