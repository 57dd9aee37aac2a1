#!/bin/bash
# dnsdist corpus site (round 19, held out): Debian 12 dnsdist 1.7.3 with its built-in web server (the dashboard, behind
# HTTP basic authentication with a throwaway password) on 127.0.0.1:18472, DNS on 127.0.0.1:18477 in front of the
# pdns-recursor site (start that first for its backend to show as up), configured by sites/dnsdist/dnsdist.conf.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/dnsdist.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/dnsdist"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$R"
  bg_start "$R/server.pid" "$R/server.log" dnsdist --supervised --disable-syslog -C "$ROOT/sites/dnsdist/dnsdist.conf"
  wait_http dnsdist http://admin:corpus-dashboard@127.0.0.1:18472/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
