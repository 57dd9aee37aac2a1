#!/bin/bash
# rspamd corpus site: Debian 12 rspamd 3.4 with its stock /etc/rspamd/rspamd.conf and a local configuration folder in
# $RUN/rspamd (LOCAL_CONFDIR: sites/rspamd/override.d, binding the controller to 127.0.0.1:18376, the scanner to
# :18377 and the milter proxy to :18378), databases, logs and pid in $RUN/rspamd, no Redis. The web interface is the
# controller's static_dir (/usr/share/rspamd/www).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/rspamd.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/rspamd"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R/local/local.d" "$R/db" "$R/log"
  cp -r "$ROOT/sites/rspamd/override.d" "$R/local/override.d"
  setsid rspamd -f -i -u root -g root -c /etc/rspamd/rspamd.conf --var="LOCAL_CONFDIR=$R/local" --var="DBDIR=$R/db" \
    --var="RUNDIR=$R" --var="LOGDIR=$R/log" > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http rspamd http://127.0.0.1:18376/ "$R/log/rspamd.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
