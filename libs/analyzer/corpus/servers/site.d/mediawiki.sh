#!/bin/bash
# mediawiki corpus site (:18322): Debian 12 mediawiki 1.39 LTS, SQLite, installed by its CLI installer
# (sites/mediawiki/LocalSettings.php), default skin as the installer chose (Vector), own nginx instance +
# own php-fpm 8.2 pool. Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/mediawiki.sh start|stop
# The SQLite database lives in $RUN/mediawiki/data; if it is missing, start creates it with the same install.php
# command that generated LocalSettings.php (the LocalSettings.php it writes then is thrown away).
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
D="$RUN/mediawiki"
S="$ROOT/sites/mediawiki"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$D/sessions" "$D/tmp" "$D/data"
  if [ ! -f "$D/data/my_wiki.sqlite" ]; then
    rm -rf "$D/installer-conf"; mkdir -p "$D/installer-conf"
    (cd /tmp && php /usr/share/mediawiki/maintenance/install.php --dbtype sqlite --dbpath "$D/data" \
      --dbname my_wiki --server http://127.0.0.1:18322 --scriptpath '' --lang en \
      --pass 'corpus-throwaway-pw-1' --confpath "$D/installer-conf" 'Corpus Wiki' Admin) >"$D/install.log" 2>&1 \
      || { echo "mediawiki install.php failed, see $D/install.log" >&2; exit 1; }
  fi
  chown -R www-data:www-data "$D/data" "$D/sessions"; chmod 700 "$D/sessions"
  for f in nginx.conf php-fpm.conf; do sed -e "s#@RUN_DIR@#$D#g" -e "s#@SITE_DIR@#$S#g" "$S/$f" > "$D/$f"; done
  php_fpm_start "$D" || exit 1
  nginx -c "$D/nginx.conf" -p "$D/" || exit 1
  ;;
stop)
  stop_pid "$D/nginx.pid"
  stop_pid "$D/php-fpm.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
