#!/bin/bash
# redmine corpus site: Debian 12's redmine 5.0.4 (Ruby on Rails 6.1, Ruby 3.1) with SQLite, run as a Debian redmine
# *instance* (README.Debian "multiple instances": REDMINE_INSTANCE=<name> -> /usr/share/redmine/instances/<name>/
# = /var/lib/redmine/<name>/ with config/database.yml, log/, tmp/, files/) whose directory lives under $RUN;
# the app server is Debian's puma 5.6.5 on a unix socket, behind its own nginx (nginx-light) on 127.0.0.1:18321
# which serves /usr/share/redmine/public itself.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/redmine.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/redmine"
R="$RUN/redmine"
I="$R/instance"
INSTANCE=stacklens-corpus          # /var/lib/redmine/$INSTANCE -> $I (symlink made here)
ENVV=(REDMINE_INSTANCE=$INSTANCE RAILS_ENV=production)
as_www() { runuser -u www-data -- env "${ENVV[@]}" HOME=/tmp "$@"; }
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$R/tmp" "$I/config" "$I/db" "$I/log" "$I/tmp/cache" "$I/tmp/pdf" "$I/tmp/sessions" "$I/files" "$I/public/plugin_assets" "$R/puma"
  sed -e "s#@RUN_DIR@#$R#g" "$SITE/database.yml" > "$I/config/database.yml"
  [ -s "$I/config/secret_key.txt" ] || head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n' > "$I/config/secret_key.txt"
  sed -e "s#@RUN_DIR@#$R#g" "$SITE/nginx.conf" > "$R/nginx.conf"
  chown -R www-data:www-data "$I" "$R/puma"; chmod 755 "$R"
  ln -sfn "$I" "/var/lib/redmine/$INSTANCE"
  cd /usr/share/redmine
  if [ ! -s "$I/db/redmine.sqlite3" ]; then   # build the database once, as Debian's redmine.postinst does for an instance
    as_www SCHEMA=/dev/null bundle exec rake db:migrate redmine:plugins:migrate > "$R/setup.log" 2>&1 || { echo "db:migrate failed, see $R/setup.log" >&2; exit 1; }
    as_www REDMINE_LANG=en bundle exec rake redmine:load_default_data >> "$R/setup.log" 2>&1 || { echo "load_default_data failed, see $R/setup.log" >&2; exit 1; }
  fi
  rm -f "$R/puma/puma.sock"
  setsid runuser -u www-data -- env "${ENVV[@]}" HOME=/tmp \
    puma --environment production --bind "unix://$R/puma/puma.sock" --pidfile "$R/puma/puma.pid" \
         --threads 1:4 --workers 0 /usr/share/redmine/config.ru > "$R/puma/puma.log" 2>&1 < /dev/null &
  for i in $(seq 1 150); do [ -S "$R/puma/puma.sock" ] && break; sleep 0.2; done
  [ -S "$R/puma/puma.sock" ] || { echo "puma did not start, see $R/puma/puma.log" >&2; exit 1; }
  nginx -c "$R/nginx.conf" -p "$R/"
  ;;
stop)
  for f in "$R/nginx.pid" "$R/puma/puma.pid"; do stop_pid "$f"; done
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
