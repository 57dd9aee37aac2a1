#!/bin/bash
# cockpit corpus site: Debian 12's Cockpit 287.1 web service (cockpit-ws + cockpit-system), run directly as a plain
# process: `/usr/lib/cockpit/cockpit-ws --no-tls --address 127.0.0.1 --port 18338` as the cockpit-wsinstance user
# (what the package's cockpit-wsinstance-http.service runs behind cockpit-tls, here without cockpit-tls and systemd
# socket activation). Stock /etc/cockpit (no cockpit.conf), stock /usr/share/cockpit. Serves the login page at /.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/cockpit.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/cockpit"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$R"
  cd /
  nohup setpriv --reuid=cockpit-wsinstance --regid=cockpit-wsinstance --init-groups \
    /usr/lib/cockpit/cockpit-ws --no-tls --address 127.0.0.1 --port 18338 >"$R/cockpit-ws.log" 2>&1 &
  echo $! > "$R/cockpit-ws.pid"
  wait_http cockpit http://127.0.0.1:18338/ "$R/cockpit-ws.log"
  ;;
stop)
  stop_pid "$R/cockpit-ws.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
