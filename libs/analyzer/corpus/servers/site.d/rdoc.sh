#!/bin/bash
# rdoc corpus site (round 39, held out): the API documentation Debian 12 Ruby 3.1's RDoc 6.4.1.1 writes of sites/rdoc/lib (its default darkfish generator), built at start into sites/rdoc/public and served by its own nginx
# (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18661. Recorded page: /index.html
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/rdoc.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/rdoc"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"
  (cd "$SITE" && rdoc --quiet --op public --title "pump-meter 2.3" lib > /dev/null)
fi
exec bash "$ROOT/servers/static-site.sh" rdoc nginx:18661 public/index.html "$@"
