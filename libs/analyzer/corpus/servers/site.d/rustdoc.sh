#!/bin/bash
# rustdoc corpus site (round 32, held out): the API documentation Debian 12 rustdoc 1.63 (rustc 1.63.0) writes of the crate sites/rustdoc/src/lib.rs, made from sites/rustdoc/ into sites/rustdoc/public at start,
# served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18590. Recorded page: /hello_tool/index.html
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/rustdoc.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/rustdoc"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  (cd "$SITE" && /usr/bin/rustdoc --crate-name hello_tool -o public src/lib.rs)
fi
exec bash "$ROOT/servers/static-site.sh" rustdoc nginx public/hello_tool/index.html "$@"
