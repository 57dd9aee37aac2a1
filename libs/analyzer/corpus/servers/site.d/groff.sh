#!/bin/bash
# groff corpus site (round 29, held out): the man page sites/groff/hello-tool.1 rendered by Debian 12 groff 1.22.4 (groff -man -Thtml), made from sites/groff/ into sites/groff/public
# at start, served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18560. Recorded page: /
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/groff.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/groff"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  (cd "$SITE" && groff -man -Thtml hello-tool.1 > public/index.html)
fi
exec bash "$ROOT/servers/static-site.sh" groff nginx public/index.html "$@"
