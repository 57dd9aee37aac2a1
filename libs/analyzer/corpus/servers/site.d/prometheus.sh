#!/bin/bash
# prometheus: Debian 12 `prometheus` 2.42.0 server run as a plain process on 127.0.0.1:18336 (classic web UI as
# Debian ships it: --web.local-assets, --web.console.templates and --web.console.libraries left at Debian's defaults
# /usr/share/prometheus/web/, /etc/prometheus/consoles, /etc/prometheus/console_libraries).
# Config: sites/prometheus/prometheus.yml = Debian's /etc/prometheus/prometheus.yml scraping only itself
# (127.0.0.1:18336; the node-exporter job removed; alertmanager target 127.0.0.1:18337). TSDB under $RUN/prometheus/data.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> prometheus.sh start|stop
set -eu
ROOT=${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
RUN=${RUN:-/tmp/stacklens-corpus-run}
B=$RUN/prometheus
PID=$B/prometheus.pid
PORT=18336
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  if [ -f "$PID" ] && kill -0 "$(cat "$PID")" 2>/dev/null; then echo "prometheus already running"; exit 0; fi
  rm -rf "$B"; mkdir -p "$B/data"
  cp "$ROOT/sites/prometheus/prometheus.yml" "$B/prometheus.yml"
  cd "$B"
  setsid /usr/bin/prometheus --web.listen-address=127.0.0.1:$PORT --storage.tsdb.path="$B/data" \
    --config.file="$B/prometheus.yml" >"$B/prometheus.log" 2>&1 </dev/null &
  echo $! >"$PID"
  wait_http prometheus "http://127.0.0.1:$PORT/-/ready" "$B/prometheus.log" -f
  ;;
stop)
  stop_pid "$PID"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
