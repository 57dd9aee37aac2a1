#!/bin/bash
# django-admin corpus site: a `django-admin startproject` project (Debian python3-django 3.2, DEBUG=False) under
# Debian's gunicorn 20.1 on a unix socket, behind its own nginx on 127.0.0.1:18317 (which serves /static/).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/django-admin.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/django-admin"
R="$RUN/django-admin"
PY=/usr/bin/python3   # Debian's python3 (python3-django), not any pyenv shim
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$R/tmp"
  cd "$SITE/mysite"
  # sqlite db and collected static files are build output (git-ignored); create them when missing
  [ -f db.sqlite3 ] || "$PY" manage.py migrate --noinput -v0
  [ -d "$SITE/public/static/admin" ] || "$PY" manage.py collectstatic --noinput -v0
  "$PY" /usr/bin/gunicorn --bind "unix:$R/gunicorn.sock" --workers 2 --chdir "$SITE/mysite" \
    --pid "$R/gunicorn.pid" --error-logfile "$R/gunicorn.log" --daemon mysite.wsgi:application
  sed -e "s#@SITE_DIR@#$SITE#g" -e "s#@RUN_DIR@#$R#g" "$SITE/nginx.conf" > "$R/nginx.conf"
  nginx -c "$R/nginx.conf" -p "$R/"
  for i in $(seq 1 50); do [ -S "$R/gunicorn.sock" ] && break; sleep 0.2; done
  ;;
stop)
  for p in nginx gunicorn; do stop_pid "$R/$p.pid"; done
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
