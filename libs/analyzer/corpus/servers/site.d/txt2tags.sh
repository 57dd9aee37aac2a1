#!/bin/bash
# txt2tags corpus site (round 29, held out): the document sites/txt2tags/hello-tool.t2t rendered by Debian 12 txt2tags 3.4 (-t html), made from sites/txt2tags/ into sites/txt2tags/public
# at start, served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18563. Recorded page: /
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/txt2tags.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/txt2tags"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  (cd "$SITE" && txt2tags -q -t html -o public/index.html hello-tool.t2t)
fi
exec bash "$ROOT/servers/static-site.sh" txt2tags nginx public/index.html "$@"
