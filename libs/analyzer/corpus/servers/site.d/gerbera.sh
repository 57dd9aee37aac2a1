#!/bin/bash
# gerbera corpus site (round 28, held out): Debian 12 Gerbera 1.1.0 (a UPnP media server in C++ on libupnp 1.8.4,
# MediaTomb's successor) with the configuration it writes at first start (--home $RUN/gerbera; no media added).
# libupnp cannot start on the loopback interface (UpnpInit -121) and allows only ports from 49152, so it binds the
# machine's first global IPv4 address on port 49552, and socat relays 127.0.0.1:18552 to it byte for byte (the
# recorder fetches loopback URLs only). Recorded page: / (its web UI).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/gerbera.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/gerbera"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/relay.pid"; stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R/home"
  ADDR=$(ip -4 -o addr show scope global | awk '{print $4}' | cut -d/ -f1 | head -1)
  [ -n "$ADDR" ] || { echo "gerbera: no global IPv4 address to bind" >&2; exit 1; }
  bg_start "$R/server.pid" "$R/server.log" /usr/bin/gerbera --ip "$ADDR" --port 49552 --home "$R/home"
  bg_start "$R/relay.pid" "$R/relay.log" socat TCP-LISTEN:18552,bind=127.0.0.1,fork,reuseaddr "TCP:$ADDR:49552"
  wait_http gerbera http://127.0.0.1:18552/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/relay.pid"; stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
