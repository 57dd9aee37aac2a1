#!/bin/bash
# shiny corpus site (round 36, held out): Debian 12 R 4.2.2 with r-cran-shiny 1.7.4 running the small application
# sites/shiny/app/app.R (shiny::runApp) in the foreground on 127.0.0.1:18630. Recorded page: / (its UI; the plot and
# text arrive over its WebSocket once a browser connects).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/shiny.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/shiny"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R"
  bg_start "$R/server.pid" "$R/server.log" /usr/bin/Rscript -e "shiny::runApp('$ROOT/sites/shiny/app', host = '127.0.0.1', port = 18630, launch.browser = FALSE)"
  wait_http shiny http://127.0.0.1:18630/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
