#!/bin/bash
# hevea corpus site (round 29, held out): the LaTeX document sites/hevea/hello-tool.tex translated by Debian 12 HeVeA 2.36, made from sites/hevea/ into sites/hevea/public
# at start, served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18564. Recorded page: /
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/hevea.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/hevea"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  (cd "$SITE" && hevea -o public/index.html hello-tool.tex)
fi
exec bash "$ROOT/servers/static-site.sh" hevea nginx public/index.html "$@"
