#!/bin/bash
# http-server corpus site (round 33, held out): npm http-server 14.1.1 serving a folder tree (sites/node-dev-servers/files) with its directory listing; recorded page: / (the listing), on 127.0.0.1:18600
# (servers/fixture-server.sh; the package from $NPM_APPS/http-server, default /work/r11/http-server, as sites/node-dev-servers/BUILD.md says).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> [NPM_APPS=<dir>] bash servers/site.d/http-server.sh start|stop
exec bash "$(dirname "$0")/../fixture-server.sh" http-server http://127.0.0.1:18600/ "${1:-}" -- "${NPM_APPS:-/work/r11}/http-server/node_modules/.bin/http-server" @DIR@/files -a 127.0.0.1 -p 18600 -c-1
