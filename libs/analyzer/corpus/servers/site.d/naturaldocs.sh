#!/bin/bash
# naturaldocs corpus site (round 32, held out): the documentation Debian 12 Natural Docs 1.51 writes of sites/naturaldocs/src/hello-tool.js, made from sites/naturaldocs/ into sites/naturaldocs/public at start,
# served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18592. Recorded page: /files/hello-tool-js.html (the file's page its index.html refreshes to)
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/naturaldocs.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/naturaldocs"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  (cd "$SITE" && mkdir -p "$SITE/public/.project" && naturaldocs -i src -o HTML public -p public/.project -q)
fi
exec bash "$ROOT/servers/static-site.sh" naturaldocs nginx public/index.html "$@"
