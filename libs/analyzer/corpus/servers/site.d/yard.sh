#!/bin/bash
# yard corpus site (round 32, held out): the API documentation Debian 12 YARD 0.9.28 writes of sites/yard/lib/hello_tool.rb, made from sites/yard/ into sites/yard/public at start,
# served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18591. Recorded page: / (its index.html)
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/yard.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/yard"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  (cd "$SITE" && yardoc --quiet --no-save --no-stats -o public 'lib/**/*.rb')
fi
exec bash "$ROOT/servers/static-site.sh" yard nginx public/index.html "$@"
