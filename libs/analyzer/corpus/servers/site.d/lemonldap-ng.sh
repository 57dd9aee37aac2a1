#!/bin/bash
# lemonldap-ng corpus site: the Debian 12 LemonLDAP::NG 2.16.1 portal (Perl/PSGI) in llng-fastcgi-server
# (lemonldap-ng-fastcgi-server, user www-data) behind its own nginx instance (sites/lemonldap-ng/nginx.conf, Debian's
# portal-nginx.conf) on 127.0.0.1:18444; the package's stock configuration (/etc/lemonldap-ng/lemonldap-ng.ini,
# /var/lib/lemonldap-ng/conf/lmConf-1.json: demonstration mode). The recorded page is the portal's login page.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/lemonldap-ng.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/lemonldap-ng"
. "$ROOT/servers/lib.sh"
stop_all() {
  [ -f "$R/nginx.pid" ] && nginx -c "$R/nginx.conf" -p "$R/" -s quit 2>/dev/null
  for _ in $(seq 50); do [ -f "$R/nginx.pid" ] || break; sleep 0.1; done
  stop_pid "$R/llng-fastcgi.pid"
}
case "${1:-}" in
start)
  stop_all
  mkdir -p "$R/tmp"; chown www-data:www-data "$R"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/lemonldap-ng/nginx.conf" > "$R/nginx.conf"
  LLNG_DEFAULTLOGGER=Lemonldap::NG::Common::Logger::Std llng-fastcgi-server -u www-data -g www-data -n 2 \
    -s "$R/llng-fastcgi.sock" -p "$R/llng-fastcgi.pid" > "$R/llng.log" 2>&1 < /dev/null
  for _ in $(seq 50); do [ -S "$R/llng-fastcgi.sock" ] && break; sleep 0.1; done
  nginx -c "$R/nginx.conf" -p "$R/" || exit 1
  wait_http lemonldap-ng http://127.0.0.1:18444/ "$R/llng.log" -f
  ;;
stop) stop_all ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
