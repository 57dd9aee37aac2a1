#!/bin/bash
# netdata corpus site: Debian 12's netdata 1.37.1 agent (netdata-core + netdata-web, stock dashboard from
# /usr/share/netdata/web) run as a plain process, `netdata -D -c <sites/netdata/netdata.conf>` started as root and
# dropping to the netdata user (as the package's unit does), its web server on 127.0.0.1:18339 only.
# Cloud/ACLK is compiled out by Debian, anonymous statistics are off (Debian's /etc/netdata/.opt-out-... + DO_NOT_TRACK),
# the registry is not announced to the public one, health notifications and external plugins are off.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/netdata.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/netdata"
R="$RUN/netdata"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$R/cache" "$R/lib/registry" "$R/lib/lock" "$R/log"
  chown -R netdata:netdata "$R/cache" "$R/lib" "$R/log"
  sed -e "s#@RUN_DIR@#$R#g" "$SITE/netdata.conf" > "$R/netdata.conf"
  cd "$R"
  DO_NOT_TRACK=1 DISABLE_TELEMETRY=1 nohup /usr/sbin/netdata -D -c "$R/netdata.conf" >"$R/stdout.log" 2>&1 &
  echo $! > "$R/netdata.pid"
  wait_http netdata http://127.0.0.1:18339/api/v1/info "$R/log/error.log"
  ;;
stop)
  stop_pid "$R/netdata.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
