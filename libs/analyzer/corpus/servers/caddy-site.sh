#!/bin/bash
# Serves the static build of one corpus site with its own Caddy 2 instance (Debian 12 caddy): the site's
# sites/<site>/Caddyfile with @SITE_DIR@ and @RUN_DIR@ replaced, run in the background, pid and logs under $RUN/<site>.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/caddy-site.sh <site> <built file> start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
NAME="$1" BUILT="$2"
SITE="$ROOT/sites/$NAME"
R="$RUN/$NAME"
. "$ROOT/servers/lib.sh"
case "${3:-}" in
start)
  [ -f "$SITE/$BUILT" ] || { echo "$NAME: build $BUILT first (sites/$NAME/BUILD.md)" >&2; exit 1; }
  mkdir -p "$R/data"
  sed -e "s#@SITE_DIR@#$SITE#g" -e "s#@RUN_DIR@#$R#g" "$SITE/Caddyfile" > "$R/Caddyfile"
  HOME="$R" XDG_DATA_HOME="$R/data" XDG_CONFIG_HOME="$R/data" \
    setsid caddy run --config "$R/Caddyfile" --adapter caddyfile --pidfile "$R/caddy.pid" > "$R/caddy.log" 2>&1 < /dev/null &
  for _ in $(seq 1 50); do [ -s "$R/caddy.pid" ] && break; sleep 0.2; done
  ;;
stop)
  stop_pid "$R/caddy.pid"
  ;;
*) echo "usage: $0 <site> <built file> start|stop" >&2; exit 2 ;;
esac
