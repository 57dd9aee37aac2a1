#!/bin/bash
# eleventy corpus site: the official eleventy-base-blog v9 starter built with @11ty/eleventy 3.1.8 into
# sites/eleventy/public (see sites/eleventy/BUILD.md), served by its own lighttpd (Debian 12 lighttpd 1.4.69) on
# 127.0.0.1:18329.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/eleventy.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/eleventy"
R="$RUN/eleventy"
case "${1:-}" in
start)
  [ -f "$SITE/public/index.html" ] || { echo "eleventy: build sites/eleventy/public first (sites/eleventy/BUILD.md)" >&2; exit 1; }
  mkdir -p "$R"
  sed -e "s#@SITE_DIR@#$SITE#g" -e "s#@RUN_DIR@#$R#g" "$SITE/lighttpd.conf" > "$R/lighttpd.conf"
  lighttpd -f "$R/lighttpd.conf"
  ;;
stop)
  if [ -f "$R/lighttpd.pid" ]; then kill "$(cat "$R/lighttpd.pid")" 2>/dev/null || true; rm -f "$R/lighttpd.pid"; fi
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
