#!/bin/bash
# doxygen corpus site: the HTML output of Doxygen 1.9.4 (Debian 12 doxygen; default HTML theme with tree view and
# search) for a small C library in sites/doxygen/src, served by its own H2O 2.2.5 (Debian 12 h2o) on 127.0.0.1:18343.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/doxygen.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/doxygen"
R="$RUN/doxygen"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  [ -f "$SITE/public/index.html" ] || { echo "doxygen: build public/ first (sites/doxygen/BUILD.md)" >&2; exit 1; }
  mkdir -p "$R"
  sed -e "s#@SITE_DIR@#$SITE#g" -e "s#@RUN_DIR@#$R#g" "$SITE/h2o.conf" > "$R/h2o.conf"
  h2o -m daemon -c "$R/h2o.conf" || exit 1
  for _ in $(seq 1 50); do [ -s "$R/h2o.pid" ] && break; sleep 0.2; done
  ;;
stop)
  stop_pid "$R/h2o.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
