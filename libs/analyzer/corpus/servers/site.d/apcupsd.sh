#!/bin/bash
# apcupsd corpus site (round 35, held out): apcupsd's UPS status CGI (Debian 12 apcupsd-cgi 3.14.14, multimon.cgi) under an own lighttpd 1.4.69 with mod_cgi (sites/apcupsd/lighttpd.conf); no apcupsd daemon runs, so its one host (the package's hosts.conf) is unreachable,
# on 127.0.0.1:18624. Recorded page: /cgi-bin/apcupsd/multimon.cgi.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/apcupsd.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
lighttpd_site apcupsd http://127.0.0.1:18624/cgi-bin/apcupsd/multimon.cgi "${1:-}"
