#!/bin/bash
# dokuwiki site (:18319): Debian 12 dokuwiki 2022-07-31 "Igor" start page (installed state, as left by the
# package's postinst), own Apache 2.4 instance + own php-fpm pool (proxy_fcgi).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/dokuwiki.sh start|stop
set -eu
ROOT=${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
RUN=${RUN:-/tmp/stacklens-corpus-run}
S="$ROOT/sites/dokuwiki"
R="$RUN/dokuwiki"

render() { sed -e "s|@RUN_DIR@|$R|g" "$1" > "$2"; }
. "$ROOT/servers/lib.sh"

case "${1:-}" in
start)
  mkdir -p "$R/sessions"
  chown www-data:www-data "$R/sessions"
  render "$S/apache.conf" "$R/apache.conf"
  render "$S/php-fpm.conf" "$R/php-fpm.conf"
  php-fpm8.2 --fpm-config "$R/php-fpm.conf"
  apache2 -f "$R/apache.conf" -k start
  ;;
stop)
  [ -f "$R/apache.pid" ] && apache2 -f "$R/apache.conf" -k stop 2>/dev/null || true
  stop_pid "$R/apache.pid"
  stop_pid "$R/php-fpm.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
