#!/bin/bash
# svn corpus site: Debian 12 Subversion 1.14.2 served by mod_dav_svn (libapache2-mod-svn) on an own Apache 2.4
# instance (sites/svn/apache2.conf, rendered into $RUN/svn), 127.0.0.1:18402, /svn/demo/: a small repository made at
# each start (svnadmin create, one import of sites/svn/BUILD.md and this script as trunk/).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/svn.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/svn"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  [ -f "$R/apache2.conf" ] && apache2 -f "$R/apache2.conf" -k stop 2>/dev/null || true
  rm -rf "$R"; mkdir -p "$R/import/trunk/docs" "$R/import/branches" "$R/import/tags"
  svnadmin create "$R/repo"
  cp "$ROOT/sites/svn/BUILD.md" "$R/import/trunk/docs/BUILD.md"; cp "$0" "$R/import/trunk/svn.sh"
  svn import -q -m "Initial import" "$R/import" "file://$R/repo"
  chown -R www-data:www-data "$R/repo"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/svn/apache2.conf" > "$R/apache2.conf"
  apache2 -f "$R/apache2.conf" -k start || exit 1
  wait_http svn http://127.0.0.1:18402/svn/demo/ "$R/apache-error.log" -f
  ;;
stop)
  apache_stop "$R"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
