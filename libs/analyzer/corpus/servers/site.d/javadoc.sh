#!/bin/bash
# javadoc corpus site (round 39, held out): the API documentation Debian 12 OpenJDK 17's javadoc (17.0.15) writes of sites/javadoc/src (one package, one class), built at start into sites/javadoc/public and served by its own nginx
# (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18660. Recorded page: /index.html
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/javadoc.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/javadoc"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  (cd "$SITE" && javadoc -quiet -d public -sourcepath src -windowtitle "pump-meter 2.3 API" com.example.pump > /dev/null)
fi
exec bash "$ROOT/servers/static-site.sh" javadoc nginx:18660 public/index.html "$@"
