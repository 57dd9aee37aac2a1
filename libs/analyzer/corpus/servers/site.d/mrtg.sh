#!/bin/bash
# mrtg corpus site: Debian 12 MRTG 2.17.10 — three runs of `mrtg` (LANG=C) with sites/mrtg/mrtg.cfg (one target: this
# host's load average through an external command) and `indexmaker` write the HTML pages and PNG graphs into
# $RUN/mrtg/public, served by an own lighttpd 1.4.69 instance (sites/mrtg/lighttpd.conf) on 127.0.0.1:18490.
# Recorded page: /load.html (the target's page). Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/mrtg.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/mrtg"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/lighttpd.pid"
  rm -rf "$R"; mkdir -p "$R/public"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/mrtg/mrtg.cfg" > "$R/mrtg.cfg"
  for _ in 1 2 3; do env LANG=C mrtg "$R/mrtg.cfg" >> "$R/mrtg.log" 2>&1 || true; done
  [ -f "$R/public/load.html" ] || { echo "mrtg wrote no page; see $R/mrtg.log" >&2; exit 1; }
  indexmaker "$R/mrtg.cfg" > "$R/public/index.html"
  lighttpd_start mrtg
  wait_http mrtg http://127.0.0.1:18490/load.html "$R/error.log" -f
  ;;
stop) stop_pid "$R/lighttpd.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
