#!/bin/bash
# nbconvert corpus site (round 36, held out): the notebook sites/nbconvert/readings.ipynb exported to HTML by Debian 12
# nbconvert 6.5.3 (`python3 -m nbconvert --to html`, its default lab template) at start into sites/nbconvert/public,
# with RequireJS and MathJax from cdnjs as upstream nbconvert 6.5 links them (Debian's package points them at
# file:///usr/share/javascript/, which no visitor's browser can load), served by its own nginx (Debian 12 nginx-light
# 1.22.1) on 127.0.0.1:18631. Recorded page: / (readings.html as index.html).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/nbconvert.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/nbconvert"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  /usr/bin/python3 -m nbconvert --to html --log-level=WARN --output-dir "$SITE/public" --output index \
    --HTMLExporter.require_js_url=https://cdnjs.cloudflare.com/ajax/libs/require.js/2.1.10/require.min.js \
    "--HTMLExporter.mathjax_url=https://cdnjs.cloudflare.com/ajax/libs/mathjax/2.7.7/MathJax.js?config=TeX-AMS_CHTML-full,Safe" \
    "$SITE/readings.ipynb"
fi
exec bash "$ROOT/servers/static-site.sh" nbconvert nginx public/index.html "$@"
