#!/bin/bash
# munin corpus site: Debian 12 Munin 2.0.73 — an own munin-node on 127.0.0.1:18404 (sites/munin/munin-node.conf), one
# munin-cron run as the munin user with sites/munin/munin.conf (HTML and graphs into $RUN/munin/www), those files served
# by an own lighttpd (sites/munin/lighttpd.conf) on 127.0.0.1:18403. Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/munin.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/munin"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/lighttpd.pid"; stop_pid "$R/munin-node.pid"
  rm -rf "$R"; mkdir -p "$R/db" "$R/www" "$R/log" "$R/run"
  for f in munin-node.conf munin.conf lighttpd.conf; do sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/munin/$f" > "$R/$f"; done
  chown -R munin:munin "$R/db" "$R/www" "$R/log" "$R/run"
  munin-node --config "$R/munin-node.conf"
  for _ in $(seq 50); do (exec 3<>/dev/tcp/127.0.0.1/18404) 2>/dev/null && break; sleep 0.2; done
  su munin -s /bin/sh -c "/usr/bin/munin-cron --config $R/munin.conf" > "$R/munin-cron.log" 2>&1 || { echo "munin-cron failed; see $R/munin-cron.log" >&2; exit 1; }
  lighttpd -f "$R/lighttpd.conf"
  wait_http munin http://127.0.0.1:18403/ "$R/lighttpd-error.log" -f
  ;;
stop) stop_pid "$R/lighttpd.pid"; stop_pid "$R/munin-node.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
