#!/bin/bash
# prosody corpus site (round 28, held out): Debian 12 Prosody 0.12.3 (an XMPP server in Lua) in the foreground (-F)
# with sites/prosody/prosody.cfg.lua: only its HTTP server, on 127.0.0.1:18554, with mod_http_errors (Debian's
# default). Recorded page: / (the page Prosody answers at its HTTP root when no module serves it).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/prosody.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/prosody"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R/data"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/prosody/prosody.cfg.lua" > "$R/prosody.cfg.lua"
  bg_start "$R/server.pid" "$R/server.log" /usr/bin/prosody --config "$R/prosody.cfg.lua" -F
  wait_http prosody http://127.0.0.1:18554/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
