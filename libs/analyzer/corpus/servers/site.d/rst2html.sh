#!/bin/bash
# rst2html corpus site (round 39, held out): the page Debian 12 Docutils 0.19's rst2html writes of sites/rst2html/guide.rst, built at start into sites/rst2html/public and served by its own nginx
# (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18663. Recorded page: /index.html
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/rst2html.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/rst2html"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  (cd "$SITE" && /usr/bin/python3 /usr/bin/rst2html guide.rst public/index.html)
fi
exec bash "$ROOT/servers/static-site.sh" rst2html nginx:18663 public/index.html "$@"
