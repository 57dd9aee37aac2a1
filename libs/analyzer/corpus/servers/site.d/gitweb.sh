#!/bin/bash
# gitweb corpus site: Debian 12's gitweb (git 2.39.5, Perl CGI /usr/share/gitweb/gitweb.cgi) over two small generated
# git repositories, under its own Apache 2.4 instance (mod_cgi, Debian's conf-available/gitweb.conf: /gitweb/) on
# 127.0.0.1:18325. Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/gitweb.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
S="$ROOT/sites/gitweb"
R="$RUN/gitweb"
case "${1:-}" in
start)
  mkdir -p "$R"
  if [ ! -d "$R/repos/notes.git" ]; then
    bash "$S/make-repos.sh" "$R/repos"
    # gitweb runs git as www-data; git refuses repositories owned by another user (safe.directory)
    chown -R www-data:www-data "$R/repos"
  fi
  for f in apache2.conf gitweb.conf; do sed -e "s#@RUN_DIR@#$R#g" "$S/$f" > "$R/$f"; done
  apache2 -f "$R/apache2.conf" -k start
  for i in $(seq 50); do [ -s "$R/apache2.pid" ] && break; sleep 0.1; done
  ;;
stop)
  if [ -f "$R/apache2.pid" ]; then
    p=$(cat "$R/apache2.pid")
    kill "$p" 2>/dev/null || true
    for i in $(seq 50); do kill -0 "$p" 2>/dev/null || break; sleep 0.1; done
    rm -f "$R/apache2.pid"
  fi
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
