#!/bin/bash
# sinatra corpus site: a small Sinatra 3.0 app (Debian ruby-sinatra; ERB layout, Rack::Session::Cookie, public/style.css)
# run by rackup (Debian ruby-rack 2.2) on WEBrick (Debian ruby-webrick 1.8.1) directly on 127.0.0.1:18331, no proxy.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/sinatra.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/sinatra"
R="$RUN/sinatra"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$R"
  cd "$SITE/app"
  # Debian's ruby + rackup (not any rbenv/rvm shim)
  nohup /usr/bin/ruby /usr/bin/rackup -s webrick -o 127.0.0.1 -p 18331 -E production -P "$R/rackup.pid" config.ru \
    > "$R/rackup.log" 2>&1 < /dev/null &
  for i in $(seq 1 50); do curl -s -o /dev/null http://127.0.0.1:18331/about && break; sleep 0.2; done
  ;;
stop)
  stop_pid "$R/rackup.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
