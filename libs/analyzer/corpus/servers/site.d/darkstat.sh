#!/bin/bash
# darkstat corpus site: Debian 12 darkstat 3.0.719 (a C network statistics daemon with its own web server) capturing
# the loopback interface, its web UI on 127.0.0.1:18440 (chroot $RUN/darkstat, user nobody, as the package's
# init script does with its /etc/darkstat/init.cfg defaults). Usage: ROOT=<corpus dir> RUN=<runtime dir> bash ... start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/darkstat"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/darkstat.pid"
  mkdir -p "$R/chroot"
  darkstat -i lo --no-promisc --no-dns -b 127.0.0.1 -p 18440 --chroot "$R/chroot" --user nobody \
    --pidfile "$R/darkstat.pid" > "$R/server.log" 2>&1 < /dev/null
  wait_http darkstat http://127.0.0.1:18440/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/darkstat.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
