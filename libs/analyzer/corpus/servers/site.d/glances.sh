#!/bin/bash
# glances corpus site (round 19, held out): Debian 12 glances 3.3.1 in web server mode (`glances -w`: its Bottle
# application on Python's wsgiref server, the Vue web UI) on 127.0.0.1:18474, default configuration but the process list
# and the plugins that read other processes turned off (the recorded API answers would carry their command lines). Debian removes
# the web UI's built bundle (bug 990340): it is built from the package's own sources and lock file with npm and put
# where Glances serves it, static/public (sites/glances/BUILD.md); the script refuses to start without it.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/glances.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/glances"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  [ -f /usr/lib/python3/dist-packages/glances/outputs/static/public/glances.js ] \
    || { echo "glances: web UI not built; see $ROOT/sites/glances/BUILD.md" >&2; exit 1; }
  mkdir -p "$R"
  bg_start "$R/server.pid" "$R/server.log" env HOME="$R" /usr/bin/glances -w --bind 127.0.0.1 --port 18474 \
    --disable-process --disable-plugin processlist,processcount,amps,connections,ports
  wait_http glances http://127.0.0.1:18474/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
