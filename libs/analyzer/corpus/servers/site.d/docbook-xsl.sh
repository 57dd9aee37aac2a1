#!/bin/bash
# docbook-xsl corpus site (round 41, held out — document toolchains of the C, TeX and Unix world): the chunked HTML Debian 12 docbook-xsl 1.79.2 writes of sites/docbook-xsl/guide.xml with xsltproc, built at start into
# sites/docbook-xsl/public and served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18680. Recorded page: /index.html
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/docbook-xsl.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/docbook-xsl"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  (cd "$SITE/public" && xsltproc --nonet /usr/share/xml/docbook/stylesheet/docbook-xsl/html/chunk.xsl ../guide.xml)
fi
exec bash "$ROOT/servers/static-site.sh" docbook-xsl nginx:18680 public/index.html "$@"
