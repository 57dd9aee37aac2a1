#!/bin/bash
# asciidoctor corpus site: a handbook written in AsciiDoc, converted by Asciidoctor 2.0.18 (Debian 12 asciidoctor,
# default stylesheet, rouge 3.30 highlighting, font icons) into sites/asciidoctor/public, under its own Apache 2.4
# instance (Debian's default config and site) on 127.0.0.1:18351.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/asciidoctor.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
S="$ROOT/sites/asciidoctor"
R="$RUN/asciidoctor"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  [ -f "$S/public/index.html" ] || { echo "asciidoctor: build public/ first (sites/asciidoctor/BUILD.md)" >&2; exit 1; }
  mkdir -p "$R"
  sed -e "s#@RUN_DIR@#$R#g" -e "s#@SITE_DIR@#$S#g" "$S/apache2.conf" > "$R/apache2.conf"
  apache2 -f "$R/apache2.conf" -k start
  for _ in $(seq 50); do [ -s "$R/apache2.pid" ] && break; sleep 0.1; done
  ;;
stop)
  [ -f "$R/apache2.conf" ] && apache2 -f "$R/apache2.conf" -k stop 2>/dev/null
  for _ in $(seq 50); do [ -f "$R/apache2.pid" ] || break; sleep 0.1; done
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
