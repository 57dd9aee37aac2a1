#!/bin/bash
# texinfo corpus site (round 29, held out): the Texinfo manual sites/texinfo/hello-tool.texi rendered by Debian 12 makeinfo 6.8 (one HTML file), made from sites/texinfo/ into sites/texinfo/public
# at start, served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18561. Recorded page: /
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/texinfo.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/texinfo"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  (cd "$SITE" && makeinfo --html --no-split -o public/index.html hello-tool.texi)
fi
exec bash "$ROOT/servers/static-site.sh" texinfo nginx public/index.html "$@"
