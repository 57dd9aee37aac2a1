#!/bin/bash
# inets-httpd corpus site (round 44, held out — small servers of other runtimes): Erlang/OTP 25's built-in HTTP server
# (inets httpd, Debian 12 erlang-inets) started by `erl` with sites/inets-httpd/httpd.conf (the property-list form of its
# configuration; its default module list) serving sites/inets-httpd/htdocs on 127.0.0.1:18711. Recorded page:
# /no-such-page (httpd's own not-found page). Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/inets-httpd.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
R="$RUN/inets-httpd"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"; rm -rf "$R"; mkdir -p "$R/logs"
  sed -e "s#@RUN_DIR@#$R#g" -e "s#@SITE_DIR@#$ROOT/sites/inets-httpd#g" "$ROOT/sites/inets-httpd/httpd.conf" > "$R/httpd.conf"
  bg_start "$R/server.pid" "$R/server.log" env HOME="$R" erl -noshell -noinput -eval \
    "ok = inets:start(), {ok, Props} = file:consult(\"$R/httpd.conf\"), {ok, _} = inets:start(httpd, hd(Props)), receive stop -> ok end."
  wait_http inets-httpd http://127.0.0.1:18711/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
