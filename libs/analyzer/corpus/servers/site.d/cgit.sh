#!/bin/bash
# cgit corpus site: Debian's cgit 1.2.3 CGI over two small generated git repositories, served by its own
# lighttpd (mod_cgi) on 127.0.0.1:18318.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/cgit.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/cgit"
R="$RUN/cgit"
case "${1:-}" in
start)
  mkdir -p "$R"
  [ -d "$R/repos/notes.git" ] || bash "$SITE/make-repos.sh" "$R/repos"
  for f in cgitrc lighttpd.conf; do
    sed -e "s#@SITE_DIR@#$SITE#g" -e "s#@RUN_DIR@#$R#g" "$SITE/$f" > "$R/$f"
  done
  lighttpd -f "$R/lighttpd.conf"
  ;;
stop)
  if [ -f "$R/lighttpd.pid" ]; then kill "$(cat "$R/lighttpd.pid")" 2>/dev/null || true; rm -f "$R/lighttpd.pid"; fi
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
