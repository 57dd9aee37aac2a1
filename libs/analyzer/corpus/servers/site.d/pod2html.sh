#!/bin/bash
# pod2html corpus site (round 32, held out): the POD manual sites/pod2html/hello-tool.pod rendered by pod2html (Debian 12 perl 5.36), made from sites/pod2html/ into sites/pod2html/public at start,
# served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18594. Recorded page: /
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/pod2html.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/pod2html"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  (cd "$SITE" && pod2html --quiet --infile=hello-tool.pod --outfile=public/index.html --title=hello-tool && rm -f pod2htm*.tmp)
fi
exec bash "$ROOT/servers/static-site.sh" pod2html nginx public/index.html "$@"
