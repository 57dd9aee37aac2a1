#!/bin/bash
# serve corpus site (round 33, held out): npm serve 14.2.7 (Vercel's serve-handler) serving the same folder tree with its directory listing; recorded page: / (the listing), on 127.0.0.1:18601
# (servers/fixture-server.sh; the package from $NPM_APPS/serve, default /work/r11/serve, as sites/node-dev-servers/BUILD.md says).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> [NPM_APPS=<dir>] bash servers/site.d/serve.sh start|stop
exec bash "$(dirname "$0")/../fixture-server.sh" serve http://127.0.0.1:18601/ "${1:-}" -- "${NPM_APPS:-/work/r11}/serve/node_modules/.bin/serve" -l tcp://127.0.0.1:18601 --no-clipboard @DIR@/files
