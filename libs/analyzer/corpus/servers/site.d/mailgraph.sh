#!/bin/bash
# mailgraph corpus site (round 30, held out): Debian 12 Mailgraph 1.14 (Postfix statistics graphed with RRDtool, a Perl
# CGI) under an own lighttpd 1.4.69 with mod_cgi (sites/mailgraph/lighttpd.conf) on 127.0.0.1:18571. No mail log is
# fed to it, so its RRD files (/var/lib/mailgraph, where the CGI reads them) are absent and its graph images fail;
# the page itself is complete. Recorded page: /cgi-bin/mailgraph.cgi.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/mailgraph.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
lighttpd_site mailgraph http://127.0.0.1:18571/cgi-bin/mailgraph.cgi "${1:-}"
