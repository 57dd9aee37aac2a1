#!/bin/bash
# man2html corpus site (round 41, held out — document toolchains of the C, TeX and Unix world): Debian 12 man2html
# 1.6g's CGI under an own lighttpd 1.4.69 with mod_cgi (sites/man2html/lighttpd.conf) on 127.0.0.1:18685, showing the
# machine's manual pages. Recorded page: /cgi-bin/man/man2html?1+tth (the page of a program this round installs).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/man2html.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
lighttpd_site man2html "http://127.0.0.1:18685/cgi-bin/man/man2html?1+tth" "${1:-}"
