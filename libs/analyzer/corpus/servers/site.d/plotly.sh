#!/bin/bash
# plotly corpus site (round 36, held out): one bar chart written at start by sites/plotly/plot.py with Debian 12
# python3-plotly 5.4.0 (`write_html(include_plotlyjs="cdn")`: plotly.js 2.6.3 from cdn.plot.ly) into
# sites/plotly/public/index.html, served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18633.
# Recorded page: /.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/plotly.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/plotly"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  /usr/bin/python3 "$SITE/plot.py" "$SITE/public/index.html"
fi
exec bash "$ROOT/servers/static-site.sh" plotly nginx public/index.html "$@"
