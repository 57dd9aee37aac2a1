#!/bin/bash
# squid corpus site: Debian 12 squid 5.7 (caching proxy) on 127.0.0.1:18442 with sites/squid/squid.conf (rendered into
# $RUN/squid). The recorded page is the error page Squid answers a direct (non-proxy) request with: ERR_INVALID_URL,
# status 400, the package's English templates. Usage: ROOT=<corpus dir> RUN=<runtime dir> bash ... start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/squid"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  [ -f "$R/squid.conf" ] && squid -f "$R/squid.conf" -k shutdown 2>/dev/null && sleep 1
  stop_pid "$R/squid.pid"
  mkdir -p "$R"; chown proxy:proxy "$R"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/squid/squid.conf" > "$R/squid.conf"
  squid -f "$R/squid.conf" > "$R/server.log" 2>&1 < /dev/null
  wait_http squid http://127.0.0.1:18442/ "$R/cache.log"
  ;;
stop)
  # shutdown_lifetime 1 in squid.conf: the master ends about a second after SIGTERM
  stop_pid "$R/squid.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
