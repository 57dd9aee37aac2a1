#!/bin/bash
# edoc corpus site (round 43, held out — documentation of other languages, part two): the pages Debian 12 Erlang/OTP 25's EDoc (erlang-edoc) writes of sites/edoc/pump.erl, built at start into
# sites/edoc/public and served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18701. Recorded page: /index.html
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/edoc.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/edoc"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  (cd "$SITE/public" && erl -noshell -eval "edoc:files([\"../pump.erl\"], [{dir, \".\"}]), halt().")
fi
exec bash "$ROOT/servers/static-site.sh" edoc nginx:18701 public/index.html "$@"
