#!/bin/bash
# php-cli-server corpus site (round 44, held out — small servers of other runtimes): PHP 8.2's built-in web server
# (`php -S`, Debian 12 php8.2-cli) serving sites/php-cli-server/htdocs (a PHP page of meeting rooms) on 127.0.0.1:18710.
# Recorded page: / (a PHP page: with an index.php the server answers every other path with it too).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/php-cli-server.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
R="$RUN/php-cli-server"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"; mkdir -p "$R"
  bg_start "$R/server.pid" "$R/server.log" /usr/bin/php8.2 -S 127.0.0.1:18710 -t "$ROOT/sites/php-cli-server/htdocs"
  wait_http php-cli-server http://127.0.0.1:18710/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
