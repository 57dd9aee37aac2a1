#!/bin/bash
# pdns-server corpus site (round 31, held out): Debian 12 PowerDNS Authoritative Server 4.7.3 in the foreground with
# the bind backend and one small zone (example.test, made in $RUN/pdns-server), DNS on 127.0.0.1:15353 and its
# built-in web server on 127.0.0.1:18582 (statistics only, no API). Recorded page: / (its statistics page).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/pdns-server.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/pdns-server"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R"
  example_zone "$R/example.test.zone"
  printf 'zone "example.test" { type master; file "%s/example.test.zone"; };\n' "$R" > "$R/named.conf"
  : > "$R/pdns.conf"
  bg_start "$R/server.pid" "$R/server.log" /usr/sbin/pdns_server --config-dir="$R" --socket-dir="$R" \
    --guardian=no --daemon=no --disable-syslog --setuid= --setgid= --launch=bind --bind-config="$R/named.conf" \
    --local-address=127.0.0.1 --local-port=15353 --webserver=yes --webserver-address=127.0.0.1 \
    --webserver-port=18582 --webserver-allow-from=127.0.0.0/8 --api=no
  wait_http pdns-server http://127.0.0.1:18582/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
