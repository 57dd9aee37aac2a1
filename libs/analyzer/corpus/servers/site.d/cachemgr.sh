#!/bin/bash
# cachemgr corpus site (round 35, held out): Squid's cache manager CGI (Debian 12 squid-cgi 5.7, cachemgr.cgi) under an own lighttpd 1.4.69 with mod_cgi (sites/cachemgr/lighttpd.conf); no Squid runs, so the page is its login form,
# on 127.0.0.1:18623. Recorded page: /cgi-bin/cachemgr.cgi.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/cachemgr.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
lighttpd_site cachemgr http://127.0.0.1:18623/cgi-bin/cachemgr.cgi "${1:-}"
