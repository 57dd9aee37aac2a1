#!/bin/bash
# live-server corpus site (round 33, held out): npm live-server 1.2.2 serving a small static site (sites/node-dev-servers/site) with its live-reload script injected; recorded page: / (index.html), on 127.0.0.1:18604
# (servers/fixture-server.sh; the package from $NPM_APPS/live-server, default /work/r11/live-server, as sites/node-dev-servers/BUILD.md says).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> [NPM_APPS=<dir>] bash servers/site.d/live-server.sh start|stop
exec bash "$(dirname "$0")/../fixture-server.sh" live-server http://127.0.0.1:18604/ "${1:-}" -- "${NPM_APPS:-/work/r11}/live-server/node_modules/.bin/live-server" @DIR@/site --host=127.0.0.1 --port=18604 --no-browser --wait=0
