#!/bin/bash
# blosxom corpus site (round 41, held out — document toolchains of the C, TeX and Unix world, and a Perl publisher):
# Debian 12 blosxom 2.1.2's CGI weblog under an own lighttpd 1.4.69 with mod_cgi (sites/blosxom) on 127.0.0.1:18686,
# its two entries sites/blosxom/entries/*.txt (copied into $RUN/blosxom/data with fixed dates). Recorded page:
# /cgi-bin/blosxom. Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/blosxom.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
R="$RUN/blosxom"
case "${1:-}" in
start)
  stop_pid "$R/lighttpd.pid"
  rm -rf "$R"; mkdir -p "$R/htdocs" "$R/data" "$R/state" "$R/static"
  cp "$ROOT/sites/blosxom/entries/"*.txt "$R/data/"
  touch -d '2026-11-20 09:00' "$R/data/new-meter.txt"; touch -d '2026-11-27 18:30' "$R/data/pump-maintenance.txt"
  chown -R www-data:www-data "$R/state"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/blosxom/blosxom.conf" > "$R/blosxom.conf"
  lighttpd_start blosxom
  wait_http blosxom http://127.0.0.1:18686/cgi-bin/blosxom "$R/error.log" -f
  ;;
stop) stop_pid "$R/lighttpd.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
