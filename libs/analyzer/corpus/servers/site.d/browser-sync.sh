#!/bin/bash
# browser-sync corpus site (round 33, held out): npm browser-sync 3.0.4 serving the same static site with its client snippet injected (no UI port, no browser opened); recorded page: / (index.html), on 127.0.0.1:18605
# (servers/fixture-server.sh; the package from $NPM_APPS/browser-sync, default /work/r11/browser-sync, as sites/node-dev-servers/BUILD.md says).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> [NPM_APPS=<dir>] bash servers/site.d/browser-sync.sh start|stop
exec bash "$(dirname "$0")/../fixture-server.sh" browser-sync http://127.0.0.1:18605/ "${1:-}" -- "${NPM_APPS:-/work/r11}/browser-sync/node_modules/.bin/browser-sync" start --server @DIR@/site --listen 127.0.0.1 --port 18605 --no-open --no-ui --no-notify
