#!/bin/bash
# json-server corpus site (round 33, held out): npm json-server 0.17.4 serving sites/node-dev-servers/db.json (two resources) as a REST API; recorded page: / (its own home page), on 127.0.0.1:18602
# (servers/fixture-server.sh; the package from $NPM_APPS/json-server, default /work/r11/json-server, as sites/node-dev-servers/BUILD.md says).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> [NPM_APPS=<dir>] bash servers/site.d/json-server.sh start|stop
exec bash "$(dirname "$0")/../fixture-server.sh" json-server http://127.0.0.1:18602/ "${1:-}" -- "${NPM_APPS:-/work/r11}/json-server/node_modules/.bin/json-server" --host 127.0.0.1 --port 18602 @DIR@/db.json
