#!/bin/bash
# adminer corpus site: Debian 12 adminer 4.8.1 under its own nginx instance (127.0.0.1:18310, /adminer/) + its own
# php-fpm 8.2 master (unix socket). Usage: adminer.sh start|stop
# Env: ROOT = corpus dir, RUN = runtime dir (default /tmp/stacklens-corpus-run). Runtime files in $RUN/adminer.
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
D="$RUN/adminer"
S="$ROOT/sites/adminer"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$D/sessions" "$D/tmp"
  chown www-data:www-data "$D/sessions"; chmod 700 "$D/sessions"
  for f in nginx.conf php-fpm.conf; do sed -e "s#@RUN_DIR@#$D#g" "$S/$f" > "$D/$f"; done
  php_fpm_start "$D" || exit 1
  nginx -c "$D/nginx.conf" -p "$D/" || exit 1
  ;;
stop)
  [ -f "$D/nginx.pid" ] && kill "$(cat "$D/nginx.pid")" 2>/dev/null
  [ -f "$D/php-fpm.pid" ] && kill "$(cat "$D/php-fpm.pid")" 2>/dev/null
  sleep 1; rm -f "$D/php-fpm.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
