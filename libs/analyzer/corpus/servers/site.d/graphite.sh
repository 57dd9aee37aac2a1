#!/bin/bash
# graphite corpus site: Debian 12 graphite-web 1.1.8 on its own Apache 2.4 with mod_wsgi (sites/graphite/apache2.conf,
# rendered into $RUN/graphite) on 127.0.0.1:18433; its sqlite database is created by `graphite-manage migrate` at the
# first start (the package's /var/lib/graphite/graphite.db, owned by _graphite as its README.Debian says).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/graphite.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/graphite"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$R" /var/log/graphite /var/lib/graphite/whisper
  [ -f /var/lib/graphite/graphite.db ] || graphite-manage migrate --noinput > "$R/migrate.log" 2>&1
  chown -R _graphite:_graphite /var/lib/graphite /var/log/graphite
  sed -e "s#@RUN_DIR@#$R#g; s#@SITE_DIR@#$ROOT/sites/graphite#g" "$ROOT/sites/graphite/apache2.conf" > "$R/apache2.conf"
  apache2 -f "$R/apache2.conf" -k start || exit 1
  wait_http graphite http://127.0.0.1:18433/ "$R/apache-error.log" -f
  ;;
stop)
  apache_stop "$R"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
