#!/bin/bash
# react-fuse corpus site: a React 18 + react-router-dom 7 + Fuse.js 7 SPA built by Vite 8 (sites/react-fuse/public),
# served by its own lighttpd (Debian 12, 1.4.69) on 127.0.0.1:18320.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/react-fuse.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/react-fuse"
R="$RUN/react-fuse"
case "${1:-}" in
start)
  [ -f "$SITE/public/index.html" ] || { echo "react-fuse: build first (sites/react-fuse/BUILD.md)" >&2; exit 1; }
  mkdir -p "$R/uploads"
  sed -e "s#@SITE_DIR@#$SITE#g" -e "s#@RUN_DIR@#$R#g" "$SITE/lighttpd.conf" > "$R/lighttpd.conf"
  lighttpd -f "$R/lighttpd.conf"
  ;;
stop)
  if [ -f "$R/lighttpd.pid" ]; then kill "$(cat "$R/lighttpd.pid")" 2>/dev/null || true; rm -f "$R/lighttpd.pid"; fi
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
