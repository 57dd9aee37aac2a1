#!/bin/bash
# swagger-editor corpus site: Swagger Editor 4.14.8 (npm swagger-editor-dist: its prebuilt webpack bundles and index.html), installed with `npm ci` from sites/swagger-editor's package-lock.json into
# $NPM_APPS/swagger-editor-dist (default /work/r11/swagger-editor-dist); the package's shipped files are copied at each start into
# $RUN/swagger-editor/public and served as static files by an own lighttpd 1.4.69 instance on 127.0.0.1:18393.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> [NPM_APPS=<dir>] bash servers/site.d/swagger-editor.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
DIST="${NPM_APPS:-/work/r11}/swagger-editor-dist/node_modules/swagger-editor-dist"
R="$RUN/swagger-editor"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  [ -f "$DIST/index.html" ] || { echo "swagger-editor: npm ci first (sites/swagger-editor/BUILD.md)" >&2; exit 1; }
  stop_pid "$R/lighttpd.pid"
  rm -rf "$R"; mkdir -p "$R"
  cp -r "$DIST" "$R/public"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/swagger-editor/lighttpd.conf" > "$R/lighttpd.conf"
  lighttpd -f "$R/lighttpd.conf"
  wait_http swagger-editor http://127.0.0.1:18393/ "$R/error.log" -f
  ;;
stop)
  stop_pid "$R/lighttpd.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
