#!/bin/bash
# catalyst corpus site (round 18, held out): the application Catalyst::Devel's `catalyst.pl Bookshelf` creates (Debian 12
# libcatalyst-perl 5.90130, libcatalyst-devel-perl 1.42), its welcome page served by its own development server
# (script/bookshelf_server.pl: Plack's HTTP::Server::PSGI, debug on as generated) on 127.0.0.1:18465.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/catalyst.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/catalyst"
R="$RUN/catalyst"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$R"
  cd "$SITE"
  bg_start "$R/server.pid" "$R/server.log" /usr/bin/perl script/bookshelf_server.pl --host 127.0.0.1 --port 18465
  wait_http catalyst http://127.0.0.1:18465/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
