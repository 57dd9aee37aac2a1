#!/bin/bash
# mkdocs-material corpus site: static build in sites/mkdocs-material/public (see sites/mkdocs-material/BUILD.md), served by its own lighttpd
# (Debian lighttpd 1.4.69) on 127.0.0.1:18313.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/mkdocs-material.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/mkdocs-material"
R="$RUN/mkdocs-material"
case "${1:-}" in
start)
  [ -f "$SITE/public/index.html" ] || { echo "mkdocs-material: build sites/mkdocs-material/public first (BUILD.md)" >&2; exit 1; }
  mkdir -p "$R"
  sed -e "s#@SITE_DIR@#$SITE#g" -e "s#@RUN_DIR@#$R#g" "$SITE/lighttpd.conf" > "$R/lighttpd.conf"
  lighttpd -f "$R/lighttpd.conf"
  ;;
stop)
  if [ -f "$R/lighttpd.pid" ]; then kill "$(cat "$R/lighttpd.pid")" 2>/dev/null || true; rm -f "$R/lighttpd.pid"; fi
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
