#!/bin/bash
# go-fileserver corpus site (round 38, held out): sites/go-fileserver/main.go (Go's net/http FileServer) built at start
# with Debian 12 Go 1.19 into $RUN/go-fileserver and serving the same folder tree with its directory listing on
# 127.0.0.1:18653 (servers/fixture-server.sh). Recorded page: / (the listing).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/go-fileserver.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
if [ "${1:-}" = start ]; then
  mkdir -p "$RUN/go-build"
  (cd "$ROOT/sites/go-fileserver" && HOME="$RUN/go-build" GOCACHE="$RUN/go-build/cache" GO111MODULE=off \
    /usr/bin/go build -o "$RUN/go-build/fileserver" main.go)
fi
exec bash "$ROOT/servers/fixture-server.sh" go-fileserver http://127.0.0.1:18653/ "${1:-}" -- "$RUN/go-build/fileserver" 127.0.0.1:18653 @DIR@/files
