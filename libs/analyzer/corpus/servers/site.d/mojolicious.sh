#!/bin/bash
# mojolicious corpus site: a Mojolicious::Lite app (sites/mojolicious/app.pl; Debian 12 libmojolicious-perl 9.31,
# perl 5.36) run by Mojolicious' own daemon (`app.pl daemon`, production mode) directly on 127.0.0.1:18344.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/mojolicious.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/mojolicious"
R="$RUN/mojolicious"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$R"
  MOJO_MODE=production MOJO_HOME="$SITE" setsid /usr/bin/perl "$SITE/app.pl" daemon -l http://127.0.0.1:18344 \
    > "$R/daemon.log" 2>&1 < /dev/null &
  echo $! > "$R/daemon.pid"
  wait_http mojolicious http://127.0.0.1:18344/ "$R/daemon.log" -f
  ;;
stop)
  stop_pid "$R/daemon.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
