#!/bin/bash
# apt-cacher-ng corpus site: Debian 12 apt-cacher-ng 3.7.4 (a C++ caching proxy for package archives) with the
# package's /etc/apt-cacher-ng configuration, overridden on the command line only where it must be for a plain
# process: port 127.0.0.1:18441, cache, log, pid and socket under $RUN/apt-cacher-ng. The recorded page is its
# report and maintenance page (ReportPage: acng-report.html). Usage: ROOT=<corpus dir> RUN=<runtime dir> bash ... start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/apt-cacher-ng"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/apt-cacher-ng.pid"
  mkdir -p "$R/cache" "$R/log"
  apt-cacher-ng -c /etc/apt-cacher-ng ForeGround=0 Port=18441 BindAddress=127.0.0.1 CacheDir="$R/cache" \
    LogDir="$R/log" PidFile="$R/apt-cacher-ng.pid" SocketPath="$R/socket" > "$R/server.log" 2>&1 < /dev/null
  wait_http apt-cacher-ng http://127.0.0.1:18441/acng-report.html "$R/server.log" -f
  ;;
stop) stop_pid "$R/apt-cacher-ng.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
