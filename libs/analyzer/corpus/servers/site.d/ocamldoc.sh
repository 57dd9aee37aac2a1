#!/bin/bash
# ocamldoc corpus site (round 43, held out — documentation of other languages, part two): the pages Debian 12 OCaml 4.13's ocamldoc writes of sites/ocamldoc/pump.ml, built at start into
# sites/ocamldoc/public and served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18702. Recorded page: /index.html
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/ocamldoc.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/ocamldoc"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  (cd "$SITE" && ocamldoc -html -d public pump.ml)
fi
exec bash "$ROOT/servers/static-site.sh" ocamldoc nginx:18702 public/index.html "$@"
