#!/bin/bash
# pydoctor corpus site (round 32, held out): the API documentation Debian 12 pydoctor 22.9.1 writes of the package sites/pydoctor/hello_tool, made from sites/pydoctor/ into sites/pydoctor/public at start,
# served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18593. Recorded page: / (its index.html)
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/pydoctor.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/pydoctor"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  (cd "$SITE" && pydoctor --quiet --project-name=hello-tool --html-output=public hello_tool)
fi
exec bash "$ROOT/servers/static-site.sh" pydoctor nginx public/index.html "$@"
