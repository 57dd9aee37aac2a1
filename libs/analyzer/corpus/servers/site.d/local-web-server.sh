#!/bin/bash
# local-web-server corpus site (round 33, held out): npm local-web-server 5.4.0 (the ws command, Koa) serving the same folder tree with its Index middleware's listing; recorded page: / (the listing), on 127.0.0.1:18603
# (servers/fixture-server.sh; the package from $NPM_APPS/local-web-server, default /work/r11/local-web-server, as sites/node-dev-servers/BUILD.md says).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> [NPM_APPS=<dir>] bash servers/site.d/local-web-server.sh start|stop
exec bash "$(dirname "$0")/../fixture-server.sh" local-web-server http://127.0.0.1:18603/ "${1:-}" -- "${NPM_APPS:-/work/r11}/local-web-server/node_modules/.bin/ws" --hostname 127.0.0.1 --port 18603 --directory @DIR@/files
