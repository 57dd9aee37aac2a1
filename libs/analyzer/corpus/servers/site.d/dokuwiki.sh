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
killpid() {
  [ -f "$1" ] || return 0
  local p; p=$(cat "$1")
  kill "$p" 2>/dev/null || true
  for _ in $(seq 50); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
  rm -f "$1"
}

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
  killpid "$R/apache.pid"
  killpid "$R/php-fpm.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
