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
npm_static_site zigbee2mqtt-frontend "$DIST" 18392 "${1:-}"
