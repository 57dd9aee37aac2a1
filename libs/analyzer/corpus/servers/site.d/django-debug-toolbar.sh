#!/bin/bash
# django-debug-toolbar corpus site (round 36, held out): a one-page Django 3.2.25 project (sites/django-debug-toolbar)
# run by Django's development server (`manage.py runserver`, Debian 12 python3-django) with DEBUG on and
# django-debug-toolbar 3.8.1 (Debian 12 python3-django-debug-toolbar) installed, on 127.0.0.1:18632.
# Recorded page: / (the toolbar is injected before </body>).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/django-debug-toolbar.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/django-debug-toolbar"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R"
  cd "$ROOT/sites/django-debug-toolbar"
  bg_start "$R/server.pid" "$R/server.log" env PYTHONDONTWRITEBYTECODE=1 /usr/bin/python3 manage.py runserver --noreload 127.0.0.1:18632
  wait_http django-debug-toolbar http://127.0.0.1:18632/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
