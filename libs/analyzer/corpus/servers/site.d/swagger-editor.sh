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
npm_static_site swagger-editor "$DIST" 18393 "${1:-}"
