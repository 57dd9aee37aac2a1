#!/bin/bash
# lighttpd-status corpus site (round 40, held out — server status pages left on): lighttpd 1.4.69's mod_status page
# /server-status under its own instance (sites/lighttpd-status/lighttpd.conf) on 127.0.0.1:18674.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/lighttpd-status.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
lighttpd_site lighttpd-status http://127.0.0.1:18674/server-status "${1:-}"
