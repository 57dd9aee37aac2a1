#!/bin/bash
# ikiwiki corpus site (round 41, held out — document toolchains of the C, TeX and Unix world): the wiki Debian 12 ikiwiki 3.20200202.3 compiles of sites/ikiwiki/src, built at start into
# sites/ikiwiki/public and served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18684. Recorded page: /index.html
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/ikiwiki.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/ikiwiki"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  ikiwiki --verbose --url=http://127.0.0.1:18684/ "$SITE/src" "$SITE/public" > /dev/null
  rm -rf "$SITE/src/.ikiwiki"  # its build state (indexdb), which it writes beside the source
fi
exec bash "$ROOT/servers/static-site.sh" ikiwiki nginx:18684 public/index.html "$@"
