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
case "${1:-}" in
start)
  if [ -f "$PID" ] && kill -0 "$(cat "$PID")" 2>/dev/null; then echo "alertmanager already running"; exit 0; fi
  rm -rf "$B"; mkdir -p "$B"
  cp "$ROOT/sites/alertmanager/alertmanager.yml" "$B/alertmanager.yml"
  cd "$B"
  setsid /usr/bin/prometheus-alertmanager --web.listen-address=127.0.0.1:$PORT --cluster.listen-address= \
    --storage.path="$B" --config.file="$B/alertmanager.yml" >"$B/alertmanager.log" 2>&1 </dev/null &
  echo $! >"$PID"
  for i in $(seq 1 60); do
    curl -sf -o /dev/null "http://127.0.0.1:$PORT/-/ready" && { echo "alertmanager up on 127.0.0.1:$PORT"; exit 0; }
    sleep 0.5
  done
  echo "alertmanager did not come up; see $B/alertmanager.log" >&2; exit 1
  ;;
stop)
  if [ -f "$PID" ]; then
    p=$(cat "$PID"); kill "$p" 2>/dev/null || true
    for i in $(seq 1 40); do kill -0 "$p" 2>/dev/null || break; sleep 0.25; done
    kill -9 "$p" 2>/dev/null || true
    rm -f "$PID"
  fi
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
