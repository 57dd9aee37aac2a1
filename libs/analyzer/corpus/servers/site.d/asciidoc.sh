#!/bin/bash
# asciidoc corpus site (round 39, held out): the page Debian 12 AsciiDoc 10.2.0 (Python) writes of sites/asciidoc/manual.txt (its default xhtml11 backend), built at start into sites/asciidoc/public and served by its own nginx
# (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18662. Recorded page: /index.html
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/asciidoc.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/asciidoc"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  (cd "$SITE" && /usr/bin/python3 -m asciidoc -o public/index.html manual.txt)
fi
exec bash "$ROOT/servers/static-site.sh" asciidoc nginx:18662 public/index.html "$@"
