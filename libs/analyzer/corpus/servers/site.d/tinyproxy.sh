#!/bin/bash
# tinyproxy corpus site: Debian 12 Tinyproxy 1.11.1 as a plain process (`tinyproxy -c`, it drops to the tinyproxy
# user) with sites/tinyproxy/tinyproxy.conf on 127.0.0.1:18495. Recorded page: / requested directly (not as a proxy),
# which Tinyproxy answers with its 400 page from /usr/share/tinyproxy/default.html; its statistics page
# (stats.html) is served only to proxy requests for the StatHost (curl -x http://127.0.0.1:18495 http://tinyproxy.stats/).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/tinyproxy.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/tinyproxy"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/tinyproxy.pid"
  rm -rf "$R"; mkdir -p "$R"; chown tinyproxy:tinyproxy "$R"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/tinyproxy/tinyproxy.conf" > "$R/tinyproxy.conf"
  tinyproxy -c "$R/tinyproxy.conf"
  wait_http tinyproxy http://127.0.0.1:18495/ "$R/tinyproxy.log"
  ;;
stop) stop_pid "$R/tinyproxy.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
