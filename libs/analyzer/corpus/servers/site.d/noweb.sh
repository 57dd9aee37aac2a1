#!/bin/bash
# noweb corpus site (round 43, held out — documentation of other languages, part two): the page Debian 12 noweb 2.12's noweave -html writes of sites/noweb/pump.nw, built at start into
# sites/noweb/public and served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18703. Recorded page: /index.html
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/noweb.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/noweb"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  (cd "$SITE" && noweave -html -index pump.nw > public/index.html)
fi
exec bash "$ROOT/servers/static-site.sh" noweb nginx:18703 public/index.html "$@"
