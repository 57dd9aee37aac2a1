#!/bin/bash
# nut-cgi corpus site: Debian 12 Network UPS Tools 2.8.0 — the dummy-ups driver simulating one UPS (sites/nut-cgi/
# ups.conf, dummy.dev) and upsd on 127.0.0.1:18494, run as plain processes (user nut) with NUT_CONFPATH and
# NUT_STATEPATH in $RUN/nut-cgi; nut-cgi's upsstats.cgi under an own lighttpd 1.4.69 instance with mod_cgi
# (sites/nut-cgi/lighttpd.conf) on 127.0.0.1:18493, /cgi-bin/nut/upsstats.cgi. The CGI reads only
# /etc/nut/hosts.conf: start installs sites/nut-cgi/hosts.conf there (the package's file kept as
# hosts.conf.dpkg-corpus), stop puts the package's back.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/nut-cgi.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/nut-cgi"
S="$ROOT/sites/nut-cgi"
. "$ROOT/servers/lib.sh"
nut_stop() {
  stop_pid "$R/lighttpd.pid"
  stop_pid "$R/state/upsd.pid"
  stop_pid "$R/state/dummy-ups-dummy.pid"
}
case "${1:-}" in
start)
  nut_stop
  rm -rf "$R"; mkdir -p "$R/etc" "$R/state"
  cp "$S/ups.conf" "$S/upsd.conf" "$S/upsd.users" "$S/nut.conf" "$S/dummy.dev" "$R/etc/"
  cp "$S/dummy.dev" "$R/state/"
  chown -R nut:nut "$R/etc" "$R/state"; chmod 750 "$R/state"; chmod 640 "$R/etc/upsd.users"
  touch "$R/error.log"; chown www-data:www-data "$R/error.log"
  [ -f /etc/nut/hosts.conf.dpkg-corpus ] || cp -p /etc/nut/hosts.conf /etc/nut/hosts.conf.dpkg-corpus
  install -m 644 "$S/hosts.conf" /etc/nut/hosts.conf
  export NUT_CONFPATH="$R/etc" NUT_STATEPATH="$R/state"
  /lib/nut/dummy-ups -a dummy -u nut > "$R/driver.log" 2>&1
  /lib/nut/upsd -u nut > "$R/upsd.log" 2>&1
  for _ in $(seq 50); do (exec 3<>/dev/tcp/127.0.0.1/18494) 2>/dev/null && break; sleep 0.2; done
  sed -e "s#@RUN_DIR@#$R#g" "$S/lighttpd.conf" > "$R/lighttpd.conf"
  lighttpd -f "$R/lighttpd.conf"
  wait_http nut-cgi http://127.0.0.1:18493/cgi-bin/nut/upsstats.cgi "$R/error.log" -f
  ;;
stop)
  nut_stop
  [ -f /etc/nut/hosts.conf.dpkg-corpus ] && mv /etc/nut/hosts.conf.dpkg-corpus /etc/nut/hosts.conf || true
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
