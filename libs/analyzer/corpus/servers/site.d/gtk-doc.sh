#!/bin/bash
# gtk-doc corpus site (round 41, held out — document toolchains of the C, TeX and Unix world): the API reference Debian 12 gtk-doc-tools 1.33.2 writes of sites/gtk-doc/src/pumpmeter.h (gtkdoc-scan, gtkdoc-mkdb, gtkdoc-mkhtml), built at start into
# sites/gtk-doc/public and served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18683. Recorded page: /index.html
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/gtk-doc.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/gtk-doc"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  W="$SITE/public/.work"; mkdir -p "$W" && cp "$SITE/pumpmeter-docs.xml" "$W/"
  (cd "$W" && gtkdoc-scan --module=pumpmeter --source-dir="$SITE/src" > /dev/null && gtkdoc-mkdb --module=pumpmeter --output-format=xml --source-dir="$SITE/src" > /dev/null && mkdir html && cd html && gtkdoc-mkhtml pumpmeter ../pumpmeter-docs.xml > /dev/null)
  cp -r "$W/html/." "$SITE/public/"; rm -rf "$W"
fi
exec bash "$ROOT/servers/static-site.sh" gtk-doc nginx:18683 public/index.html "$@"
