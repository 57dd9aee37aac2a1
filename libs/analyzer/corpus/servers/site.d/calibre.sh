#!/bin/bash
# calibre corpus site: the Debian 12 calibre 6.13 content server (calibre-server, Python) on 127.0.0.1:18445 serving a
# small library that this script builds in $RUN/calibre/library with calibredb from sites/calibre/books/*.txt (three
# short texts written for the corpus; titles, authors and tags below). Its configuration directory is
# $RUN/calibre/config (CALIBRE_CONFIG_DIRECTORY), defaults otherwise. Usage: ROOT=<corpus dir> RUN=<runtime dir> bash ... start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/calibre"
B="$ROOT/sites/calibre/books"
. "$ROOT/servers/lib.sh"
export CALIBRE_CONFIG_DIRECTORY="$R/config"
case "${1:-}" in
start)
  stop_pid "$R/calibre.pid"
  rm -rf "$R"; mkdir -p "$R/library" "$R/config"
  add() { calibredb --library-path "$R/library" add --title "$1" --authors "$2" --tags "$3" "$B/$4" > /dev/null; }
  add "Harbour Lights" "Ada Lindqvist" fiction harbour-lights.txt
  add "Field Notes on Moss" "Tomas Reyes" nature field-notes.txt
  add "Winter Recipes" "Mira Okafor" cooking winter-recipes.txt
  calibre-server --listen-on 127.0.0.1 --port 18445 --pidfile "$R/calibre.pid" --daemonize --log "$R/server.log" \
    --access-log "$R/access.log" "$R/library" < /dev/null
  wait_http calibre http://127.0.0.1:18445/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/calibre.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
