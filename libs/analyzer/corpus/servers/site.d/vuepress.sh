#!/bin/bash
# vuepress corpus site: VuePress 2.0.0-rc.28 with the default theme (`vuepress build docs`, copied to
# sites/vuepress/public) served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18333.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/vuepress.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/vuepress"
R="$RUN/vuepress"
case "${1:-}" in
start)
  [ -f "$SITE/public/index.html" ] || { echo "vuepress: build first (sites/vuepress/BUILD.md)" >&2; exit 1; }
  mkdir -p "$R/tmp"
  sed -e "s#@SITE_DIR@#$SITE#g" -e "s#@RUN_DIR@#$R#g" "$SITE/nginx.conf" > "$R/nginx.conf"
  nginx -c "$R/nginx.conf" -p "$R/"
  ;;
stop)
  if [ -f "$R/nginx.pid" ]; then kill "$(cat "$R/nginx.pid")" 2>/dev/null || true; rm -f "$R/nginx.pid"; fi
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
