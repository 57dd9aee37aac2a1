#!/bin/bash
# request-tracker corpus site: Debian 12 Request Tracker 5.0.3 (request-tracker5, rt5-db-sqlite, rt5-standalone) on its
# own Plack server: rt-server with Starlet (the package's /usr/share/request-tracker5/libexec/rt-server) on
# 127.0.0.1:18500, its configuration sites/request-tracker/RT_SiteConfig.pm (RT_SITE_CONFIG; RT_SITE_CONFIG_DIR an empty
# folder, so nothing from /etc/request-tracker5 is read), an SQLite database initialised at each start by
# rt-setup-database --action init under $RUN/request-tracker. Recorded page: / (the login page an anonymous visitor gets).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/request-tracker.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/request-tracker"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/rt-server.pid"
  rm -rf "$R"; mkdir -p "$R/siteconfig.d"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/request-tracker/RT_SiteConfig.pm" > "$R/RT_SiteConfig.pm"
  export RT_SITE_CONFIG="$R/RT_SiteConfig.pm" RT_SITE_CONFIG_DIR="$R/siteconfig.d"
  (cd "$R" && rt-setup-database-5 --action init --skip-create > "$R/setup.log" 2>&1) \
    || { echo "request-tracker: database setup failed; see $R/setup.log" >&2; exit 1; }
  bg_start "$R/rt-server.pid" "$R/rt-server.log" \
    /usr/share/request-tracker5/libexec/rt-server --host 127.0.0.1 --port 18500
  wait_http request-tracker http://127.0.0.1:18500/ "$R/rt-server.log" -f
  ;;
stop) stop_pid "$R/rt-server.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
