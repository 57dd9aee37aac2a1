#!/bin/bash
# smokeping corpus site: Debian 12 smokeping 2.7.3 (Perl CGI) under its own Apache 2.4 instance with mod_cgid
# (sites/smokeping/apache2.conf, rendered into $RUN/smokeping) on 127.0.0.1:18435, /smokeping/.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/smokeping.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/smokeping"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$R"
  # the runtime directory the package's systemd unit creates (RuntimeDirectory=smokeping), named in config.d/pathnames
  install -d -o smokeping -g smokeping /run/smokeping
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/smokeping/apache2.conf" > "$R/apache2.conf"
  apache2 -f "$R/apache2.conf" -k start || exit 1
  wait_http smokeping http://127.0.0.1:18435/smokeping/ "$R/apache-error.log" -f
  ;;
stop)
  apache_stop "$R"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
