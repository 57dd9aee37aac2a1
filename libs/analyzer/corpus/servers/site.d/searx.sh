#!/bin/bash
# searx corpus site (round 25, held out): Debian 12 searx 1.1.0 (a Flask metasearch engine) served by its own
# `searx-run` (Werkzeug) on 127.0.0.1:18521 with Debian's example settings.yml (the package ships no other: its
# settings_loader's default file is not installed) copied into $RUN, port and secret key changed.
# Recorded page: / (the search form; no search is made, this machine has no internet).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/searx.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/searx"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  mkdir -p "$R"
  sed -e 's/^    port : 8888/    port : 18521/' -e 's/^    secret_key : "ultrasecretkey".*/    secret_key : "corpus-only-not-a-secret"/' \
    /usr/share/doc/searx/examples/settings.yml > "$R/settings.yml"
  bg_start "$R/server.pid" "$R/server.log" env SEARX_SETTINGS_PATH="$R/settings.yml" /usr/bin/python3 /usr/bin/searx-run
  wait_http searx http://127.0.0.1:18521/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
