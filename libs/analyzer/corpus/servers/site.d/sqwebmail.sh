#!/bin/bash
# sqwebmail corpus site (round 30, held out): Debian 12 SqWebMail 6.0.5 (Courier's webmail, a C CGI) under an own
# lighttpd 1.4.69 with mod_cgi (sites/sqwebmail/lighttpd.conf) on 127.0.0.1:18570, with the package's sqwebmaild
# started by its own script (/usr/sbin/webmaild start, as /etc/init.d/sqwebmail does; the CGI asks it for every page)
# and stopped with the site. Recorded page: /cgi-bin/sqwebmail?index=1 (the login frameset the CGI redirects / to).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/sqwebmail.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/sqwebmail"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/lighttpd.pid"
  rm -rf "$R"; mkdir -p "$R/htdocs"
  /usr/sbin/webmaild start
  touch "$R/error.log"; chown www-data:www-data "$R/error.log"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/sqwebmail/lighttpd.conf" > "$R/lighttpd.conf"
  lighttpd -f "$R/lighttpd.conf"
  wait_http sqwebmail "http://127.0.0.1:18570/cgi-bin/sqwebmail?index=1" "$R/error.log" -f
  ;;
stop) stop_pid "$R/lighttpd.pid"; /usr/sbin/webmaild stop || true ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
