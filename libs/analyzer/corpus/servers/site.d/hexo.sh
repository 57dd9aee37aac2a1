#!/bin/bash
# hexo corpus site: `hexo init` (hexo-cli 4.3.2 starter, hexo 7.3.0, theme landscape 1.1.0), `hexo generate` into
# sites/hexo/public (see sites/hexo/BUILD.md), served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18328.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/hexo.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/hexo"
R="$RUN/hexo"
case "${1:-}" in
start)
  [ -f "$SITE/public/index.html" ] || { echo "hexo: build sites/hexo/public first (sites/hexo/BUILD.md)" >&2; exit 1; }
  mkdir -p "$R/tmp"
  sed -e "s#@SITE_DIR@#$SITE#g" -e "s#@RUN_DIR@#$R#g" "$SITE/nginx.conf" > "$R/nginx.conf"
  nginx -c "$R/nginx.conf" -p "$R/" -e "$R/error.log"
  ;;
stop)
  if [ -f "$R/nginx.pid" ]; then kill "$(cat "$R/nginx.pid")" 2>/dev/null || true; rm -f "$R/nginx.pid"; fi
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
