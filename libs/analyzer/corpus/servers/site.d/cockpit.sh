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
case "${1:-}" in
start)
  mkdir -p "$R"
  cd /
  nohup setpriv --reuid=cockpit-wsinstance --regid=cockpit-wsinstance --init-groups \
    /usr/lib/cockpit/cockpit-ws --no-tls --address 127.0.0.1 --port 18338 >"$R/cockpit-ws.log" 2>&1 &
  echo $! > "$R/cockpit-ws.pid"
  for _ in $(seq 1 50); do
    curl -s -o /dev/null http://127.0.0.1:18338/ && exit 0
    sleep 0.2
  done
  echo "cockpit: cockpit-ws did not answer (see $R/cockpit-ws.log)" >&2; exit 1
  ;;
stop)
  if [ -f "$R/cockpit-ws.pid" ]; then kill "$(cat "$R/cockpit-ws.pid")" 2>/dev/null || true; rm -f "$R/cockpit-ws.pid"; fi
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
