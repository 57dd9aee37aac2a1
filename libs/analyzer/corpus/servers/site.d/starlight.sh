#!/bin/bash
# starlight corpus site: the Astro Starlight 0.37.7 template (examples/basics = `npm create astro -- --template
# starlight`) on astro 5.18.2, `astro build` output sites/starlight/dist (Pagefind search index included), served by
# its own lighttpd (Debian 12, 1.4.69) on 127.0.0.1:18324.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/starlight.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/starlight"
R="$RUN/starlight"
case "${1:-}" in
start)
  [ -f "$SITE/dist/index.html" ] || { echo "starlight: build first (sites/starlight/BUILD.md)" >&2; exit 1; }
  mkdir -p "$R"
  sed -e "s#@SITE_DIR@#$SITE#g" -e "s#@RUN_DIR@#$R#g" "$SITE/lighttpd.conf" > "$R/lighttpd.conf"
  lighttpd -f "$R/lighttpd.conf"
  ;;
stop)
  if [ -f "$R/lighttpd.pid" ]; then kill "$(cat "$R/lighttpd.pid")" 2>/dev/null || true; rm -f "$R/lighttpd.pid"; fi
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
