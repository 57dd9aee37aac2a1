#!/bin/bash
# alertmanager: Debian 12 `prometheus-alertmanager` 0.25.0 run as a plain process on 127.0.0.1:18337, clustering
# disabled (--cluster.listen-address=), data under $RUN/alertmanager, config sites/alertmanager/alertmanager.yml =
# Debian's /etc/prometheus/alertmanager.yml unchanged. --web.ui-path left at Debian's default
# (/usr/share/prometheus/alertmanager/ui/, empty in the package: Debian serves its "no-ui" page instead of the Elm app).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> alertmanager.sh start|stop
set -eu
ROOT=${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
RUN=${RUN:-/tmp/stacklens-corpus-run}
B=$RUN/alertmanager
PID=$B/alertmanager.pid
PORT=18337
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  if [ -f "$PID" ] && kill -0 "$(cat "$PID")" 2>/dev/null; then echo "alertmanager already running"; exit 0; fi
  rm -rf "$B"; mkdir -p "$B"
  cp "$ROOT/sites/alertmanager/alertmanager.yml" "$B/alertmanager.yml"
  cd "$B"
  setsid /usr/bin/prometheus-alertmanager --web.listen-address=127.0.0.1:$PORT --cluster.listen-address= \
    --storage.path="$B" --config.file="$B/alertmanager.yml" >"$B/alertmanager.log" 2>&1 </dev/null &
  echo $! >"$PID"
  wait_http alertmanager "http://127.0.0.1:$PORT/-/ready" "$B/alertmanager.log" -f
  ;;
stop)
  stop_pid "$PID"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
