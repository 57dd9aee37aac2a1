#!/bin/bash
# node-exporter corpus site (round 31, held out): Debian 12 Prometheus node exporter 1.5.0 (Go) in the foreground on
# 127.0.0.1:18580 with its default collectors. Recorded page: / (its landing page).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/node-exporter.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/node-exporter"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  mkdir -p "$R"
  bg_start "$R/server.pid" "$R/server.log" /usr/bin/prometheus-node-exporter --web.listen-address=127.0.0.1:18580
  wait_http node-exporter http://127.0.0.1:18580/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
