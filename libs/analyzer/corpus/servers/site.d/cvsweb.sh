#!/bin/bash
# cvsweb corpus site (round 26, held out): Debian 12 cvsweb 3.0.6 (FreeBSD-CVSweb, a Perl CGI) under an own lighttpd
# 1.4.69 with mod_cgi (sites/cvsweb/lighttpd.conf) on 127.0.0.1:18532, browsing a small CVS repository made in
# $RUN/cvsweb/repo (servers/vcs-repos.sh: module hello-tool). The CGI is copied into $RUN/cvsweb/cgi-bin with a
# cvsweb.conf beside it (Debian's /etc/cvsweb/cvsweb.conf with the repository path changed): cvsweb reads the
# configuration beside itself first. Recorded page: /cgi-bin/cvsweb/hello-tool/ (the module's file list).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/cvsweb.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/cvsweb"
. "$ROOT/servers/lib.sh"
. "$ROOT/servers/vcs-repos.sh"
case "${1:-}" in
start)
  stop_pid "$R/lighttpd.pid"
  rm -rf "$R"; mkdir -p "$R/cgi-bin" "$R/htdocs"
  vcs_cvs_root "$R/repo"
  chmod -R a+rX "$R"
  cp /usr/lib/cgi-bin/cvsweb "$R/cgi-bin/cvsweb"
  sed -e "s#'/var/lib/cvs'#'$R/repo/cvsroot'#" /etc/cvsweb/cvsweb.conf > "$R/cgi-bin/cvsweb.conf"
  touch "$R/error.log"; chown www-data:www-data "$R/error.log"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/cvsweb/lighttpd.conf" > "$R/lighttpd.conf"
  lighttpd -f "$R/lighttpd.conf"
  wait_http cvsweb http://127.0.0.1:18532/cgi-bin/cvsweb/hello-tool/ "$R/error.log" -f
  ;;
stop) stop_pid "$R/lighttpd.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
