#!/bin/bash
# http-daemon-perl corpus site (round 44, held out — small servers of other runtimes): a server written with Perl's
# HTTP::Daemon (Debian 12 libhttp-daemon-perl 6.16; sites/http-daemon-perl/server.pl) on 127.0.0.1:18712.
# Recorded page: /no-such-page (HTTP::Daemon's own not-found response).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/http-daemon-perl.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
R="$RUN/http-daemon-perl"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"; mkdir -p "$R"
  bg_start "$R/server.pid" "$R/server.log" /usr/bin/perl "$ROOT/sites/http-daemon-perl/server.pl"
  wait_http http-daemon-perl http://127.0.0.1:18712/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
