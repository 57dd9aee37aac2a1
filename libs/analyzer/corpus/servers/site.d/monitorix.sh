#!/bin/bash
# monitorix corpus site (round 28, held out): Debian 12 Monitorix 3.15.0 (a system monitoring tool in Perl with its
# own HTTP server) in the foreground (-n) with Debian's /etc/monitorix/monitorix.conf rewritten for $RUN/monitorix:
# its built-in HTTP server on 127.0.0.1:18551 (as the package's monitorix user), its RRD files, web files (a copy of
# /var/lib/monitorix/www) and logs there, and Debian's conf.d left out. Recorded page: /monitorix/ (the graph
# selection page).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/monitorix.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/monitorix"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R/conf.d" "$R/lib"
  cp -r /var/lib/monitorix/www "$R/www"
  cp -r /var/lib/monitorix/reports /var/lib/monitorix/usage "$R/lib/"
  sed -e "s#^include_dir.*#include_dir = $R/conf.d#; s#^base_dir.*#base_dir = $R/www/#; s#^base_lib.*#base_lib = $R/lib/#" \
    -e "s#^log_file\t= /var/log/monitorix#log_file = $R/monitorix.log#; s#^\tport = 8080#\tport = 18551#" \
    -e "s#^\thost =\$#\thost = 127.0.0.1#; s#^\tuser = nobody#\tuser = monitorix#; s#^\tgroup = nobody#\tgroup = monitorix#" \
    -e "s#^\tlog_file = /var/log/monitorix-httpd#\tlog_file = $R/monitorix-httpd.log#" \
    /etc/monitorix/monitorix.conf > "$R/monitorix.conf"
  chown -R monitorix:monitorix "$R/www" "$R/lib"; chmod 755 "$R"
  bg_start "$R/server.pid" "$R/server.log" /usr/bin/monitorix -c "$R/monitorix.conf" -p "$R/monitorix.pid" -n
  wait_http monitorix http://127.0.0.1:18551/monitorix/ "$R/server.log" -f
  ;;
stop) stop_pid "$R/server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
