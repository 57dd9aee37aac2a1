#!/bin/bash
# zigbee2mqtt-frontend corpus site: Zigbee2MQTT's web front end (zigbee2mqtt-frontend 0.9.21, npm: its prebuilt Vite dist/), installed with `npm ci` from sites/zigbee2mqtt-frontend's package-lock.json into
# $NPM_APPS/zigbee2mqtt-frontend (default /work/r11/zigbee2mqtt-frontend); the package's shipped files are copied at each start into
# $RUN/zigbee2mqtt-frontend/public and served as static files by an own lighttpd 1.4.69 instance on 127.0.0.1:18392.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> [NPM_APPS=<dir>] bash servers/site.d/zigbee2mqtt-frontend.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
DIST="${NPM_APPS:-/work/r11}/zigbee2mqtt-frontend/node_modules/zigbee2mqtt-frontend/dist"
R="$RUN/zigbee2mqtt-frontend"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  [ -f "$DIST/index.html" ] || { echo "zigbee2mqtt-frontend: npm ci first (sites/zigbee2mqtt-frontend/BUILD.md)" >&2; exit 1; }
  stop_pid "$R/lighttpd.pid"
  rm -rf "$R"; mkdir -p "$R"
  cp -r "$DIST" "$R/public"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/zigbee2mqtt-frontend/lighttpd.conf" > "$R/lighttpd.conf"
  lighttpd -f "$R/lighttpd.conf"
  wait_http zigbee2mqtt-frontend http://127.0.0.1:18392/ "$R/error.log" -f
  ;;
stop)
  stop_pid "$R/lighttpd.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
