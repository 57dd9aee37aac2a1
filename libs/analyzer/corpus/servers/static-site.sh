#!/bin/bash
# Serves the static build of one corpus site with its own nginx or lighttpd instance: the site's
# sites/<site>/nginx.conf or lighttpd.conf with @SITE_DIR@ and @RUN_DIR@ replaced, or, for `nginx:<port>`, the shared
# servers/static-nginx.conf (its public/ on 127.0.0.1:<port>, @PORT@ replaced too); pid and logs under $RUN/<site>.
# The site.d scripts of static sites call it; the configs bind 127.0.0.1 only.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/static-site.sh <site> nginx|nginx:<port>|lighttpd <built file> start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
NAME="$1" SERVER="$2" BUILT="$3"
SITE="$ROOT/sites/$NAME"
R="$RUN/$NAME"
PORT=""
CONF="$SITE/$SERVER.conf"
case "$SERVER" in
nginx:*) PORT="${SERVER#nginx:}"; SERVER=nginx; CONF="$ROOT/servers/static-nginx.conf" ;;
esac
case "${4:-}" in
start)
  [ -f "$SITE/$BUILT" ] || { echo "$NAME: build $BUILT first (sites/$NAME/BUILD.md)" >&2; exit 1; }
  mkdir -p "$R/tmp" "$R/uploads"
  sed -e "s#@SITE_DIR@#$SITE#g" -e "s#@RUN_DIR@#$R#g" -e "s#@PORT@#$PORT#g" "$CONF" > "$R/$SERVER.conf"
  case "$SERVER" in
  nginx) nginx -c "$R/nginx.conf" -p "$R/" -e "$R/error.log" ;;
  lighttpd) lighttpd -f "$R/lighttpd.conf" ;;
  *) echo "static-site.sh: unknown server $SERVER" >&2; exit 2 ;;
  esac
  ;;
stop)
  if [ -f "$R/$SERVER.pid" ]; then kill "$(cat "$R/$SERVER.pid")" 2>/dev/null || true; rm -f "$R/$SERVER.pid"; fi
  ;;
*) echo "usage: $0 <site> nginx|nginx:<port>|lighttpd <built file> start|stop" >&2; exit 2 ;;
esac
