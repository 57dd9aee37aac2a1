#!/bin/bash
# blackbox-exporter corpus site (round 31, held out): Debian 12 Prometheus blackbox exporter 0.23.0 (Go) in the
# foreground on 127.0.0.1:18581 with Debian's /etc/prometheus/blackbox.yml. Recorded page: / (its landing page with
# the recent probes).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/blackbox-exporter.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/blackbox-exporter"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  mkdir -p "$R"
  bg_start "$R/server.pid" "$R/server.log" /usr/bin/prometheus-blackbox-exporter \
    --config.file=/etc/prometheus/blackbox.yml --web.listen-address=127.0.0.1:18581
  wait_http blackbox-exporter http://127.0.0.1:18581/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
