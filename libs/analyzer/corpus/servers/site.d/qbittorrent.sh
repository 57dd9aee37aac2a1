#!/bin/bash
# qbittorrent corpus site: Debian 12 qbittorrent-nox 4.5.2 with a fresh profile in $RUN/qbittorrent (sites/qbittorrent/
# qBittorrent.conf: legal notice accepted, Web UI on 127.0.0.1:18373 without authentication from loopback, the
# BitTorrent port 18374 bound to lo, no DHT/LSD/PeX/port mapping, no torrents).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/qbittorrent.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/qbittorrent"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R/profile/qBittorrent/config"
  cp "$ROOT/sites/qbittorrent/qBittorrent.conf" "$R/profile/qBittorrent/config/qBittorrent.conf"
  setsid qbittorrent-nox --profile="$R/profile" > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http qbittorrent http://127.0.0.1:18373/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
