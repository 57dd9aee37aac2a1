#!/bin/bash
# kiwix corpus site: Debian 12 kiwix-serve 3.3.0 (kiwix-tools, libkiwix 11) on 127.0.0.1:18386 serving one ZIM file
# that zimwriterfs (zim-tools 3.1.3) packs at start from sites/kiwix/src (a one-page test wiki) into $RUN/kiwix; the
# recorded page is the server's library (welcome) page.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/kiwix.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/kiwix"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R"
  zimwriterfs -w index.html -I favicon.png -l eng -t "Corpus Notes" -d "A tiny test wiki" -c corpus -p corpus \
    -n corpus_notes -j "$ROOT/sites/kiwix/src" "$R/notes.zim" > "$R/zimwriterfs.log" 2>&1
  setsid kiwix-serve --address=127.0.0.1 --port=18386 "$R/notes.zim" > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http kiwix http://127.0.0.1:18386/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
