#!/bin/bash
# znc corpus site: Debian 12 ZNC 1.8.2 with sites/znc/znc.conf in a fresh data folder $RUN/znc, its web interface
# (webadmin) on 127.0.0.1:18380; run as nobody (ZNC waits 30 s before running as root).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/znc.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/znc"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R/data/configs"
  hash=$(printf '%s' 'corpus-onlyr9saltr9saltr9saltr9' | sha256sum | cut -d' ' -f1)
  sed -e "s#@HASH@#$hash#" "$ROOT/sites/znc/znc.conf" > "$R/data/configs/znc.conf"
  chown -R nobody:nogroup "$R/data"
  setsid setpriv --reuid=nobody --regid=nogroup --clear-groups env HOME="$R/data" znc -f -d "$R/data" \
    > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http znc http://127.0.0.1:18380/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
