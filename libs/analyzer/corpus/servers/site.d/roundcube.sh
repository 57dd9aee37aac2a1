#!/bin/bash
# roundcube site (:18311): Debian 12 roundcube 1.6.5 login page (elastic skin, SQLite), own lighttpd + own php-fpm.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/roundcube.sh start|stop
set -eu
ROOT=${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
RUN=${RUN:-/tmp/stacklens-corpus-run}
S="$ROOT/sites/roundcube"
R="$RUN/roundcube"

render() { sed -e "s|@RUN_DIR@|$R|g" "$1" > "$2"; }
. "$ROOT/servers/lib.sh"

case "${1:-}" in
start)
  mkdir -p "$R/config" "$R/db" "$R/logs" "$R/temp" "$R/sessions" "$R/uploads" "$R/lighttpd"
  render "$S/lighttpd.conf" "$R/lighttpd.conf"
  render "$S/php-fpm.conf" "$R/php-fpm.conf"
  render "$S/config/config.inc.php" "$R/config/config.inc.php"
  ln -sfn /etc/roundcube/defaults.inc.php "$R/config/defaults.inc.php"
  ln -sfn /etc/roundcube/mimetypes.php "$R/config/mimetypes.php"
  if [ ! -s "$R/db/roundcube.sqlite" ]; then
    sqlite3 "$R/db/roundcube.sqlite" < /usr/share/roundcube/SQL/sqlite.initial.sql
    chmod 0640 "$R/db/roundcube.sqlite"
  fi
  chown -R www-data:www-data "$R/db" "$R/logs" "$R/temp" "$R/sessions" "$R/uploads" "$R/lighttpd"
  chgrp www-data "$R/config/config.inc.php"; chmod 0640 "$R/config/config.inc.php"
  php-fpm8.2 --fpm-config "$R/php-fpm.conf"
  lighttpd -f "$R/lighttpd.conf"
  ;;
stop)
  stop_pid "$R/lighttpd.pid"
  stop_pid "$R/php-fpm.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
