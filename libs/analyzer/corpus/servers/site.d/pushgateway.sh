#!/bin/bash
# pushgateway corpus site (round 19, held out): Debian 12 prometheus-pushgateway 1.5.1, its own web interface on
# 127.0.0.1:18470 (persistence file in $RUN/pushgateway), with one group of metrics pushed after start so the page lists a job.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/pushgateway.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/pushgateway"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$R"; rm -f "$R/pushgateway.data"
  bg_start "$R/server.pid" "$R/server.log" prometheus-pushgateway --web.listen-address=127.0.0.1:18470 \
    --persistence.file="$R/pushgateway.data"
  for _ in $(seq 1 60); do curl -sf -o /dev/null http://127.0.0.1:18470/-/ready && break; sleep 0.5; done
  curl -sf --data-binary @"$ROOT/sites/pushgateway/backup.prom" \
    http://127.0.0.1:18470/metrics/job/nightly_backup/instance/db1 || { echo "push failed" >&2; exit 1; }
  wait_http pushgateway http://127.0.0.1:18470/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
