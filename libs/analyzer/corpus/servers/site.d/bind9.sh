#!/bin/bash
# bind9 corpus site (round 31, held out): Debian 12 BIND 9.18 (named) in the foreground with a configuration made in
# $RUN/bind9: DNS on 127.0.0.1:15354 only, one small zone, and its statistics channel on 127.0.0.1:18583 (the XML
# document with BIND's own XSL stylesheet, which a browser renders as the statistics page). Recorded page: /.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/bind9.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/bind9"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R"
  example_zone "$R/example.test.zone"
  cat > "$R/named.conf" <<CONF
options { directory "$R"; pid-file "$R/named.pid"; listen-on port 15354 { 127.0.0.1; }; listen-on-v6 { none; }; recursion no; };
statistics-channels { inet 127.0.0.1 port 18583 allow { 127.0.0.1; }; };
zone "example.test" { type primary; file "$R/example.test.zone"; };
CONF
  chown -R bind:bind "$R"
  bg_start "$R/server.pid" "$R/server.log" /usr/sbin/named -f -u bind -c "$R/named.conf"
  wait_http bind9 http://127.0.0.1:18583/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
