#!/bin/bash
# tth corpus site (round 41, held out — document toolchains of the C, TeX and Unix world): the page Debian 12 tth 4.16 writes of sites/tth/guide.tex (a link to sites/tex-doc-source), built at start into
# sites/tth/public and served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18682. Recorded page: /index.html
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/tth.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/tth"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  (cd "$SITE" && tth -a < guide.tex > public/index.html 2> public/tth.log)
fi
exec bash "$ROOT/servers/static-site.sh" tth nginx:18682 public/index.html "$@"
