#!/bin/bash
# latex2html corpus site (round 41, held out — document toolchains of the C, TeX and Unix world): the pages Debian 12 latex2html 2023 writes of sites/latex2html/guide.tex (a link to sites/tex-doc-source), built at start into
# sites/latex2html/public and served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18681. Recorded page: /index.html
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/latex2html.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/latex2html"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  (cd "$SITE" && latex2html -dir public -mkdir -noinfo guide.tex > public/latex2html.log 2>&1)
fi
exec bash "$ROOT/servers/static-site.sh" latex2html nginx:18681 public/index.html "$@"
