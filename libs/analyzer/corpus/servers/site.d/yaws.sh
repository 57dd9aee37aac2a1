#!/bin/bash
# yaws corpus site: Debian 12 yaws 2.1.1 (Erlang) with its package's test page on 127.0.0.1:18432, configured by
# sites/yaws/yaws.conf (rendered into $RUN/yaws). Usage: ROOT=<corpus dir> RUN=<runtime dir> bash ... start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/yaws"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  yaws --stop --id stacklens_corpus > /dev/null 2>&1 || true
  rm -rf "$R"; mkdir -p "$R/log"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/yaws/yaws.conf" > "$R/yaws.conf"
  HOME="$R" yaws --daemon --id stacklens_corpus --conf "$R/yaws.conf" > "$R/server.log" 2>&1 < /dev/null
  wait_http yaws http://127.0.0.1:18432/ "$R/server.log" -f
  ;;
stop) HOME="$R" yaws --stop --id stacklens_corpus > /dev/null 2>&1 || true ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
