#!/bin/bash
# civetweb corpus site (round 42, held out — small C and Python servers' own pages): Debian 12 civetweb 1.15 serving a
# folder tree with its directory listing, in the foreground on 127.0.0.1:18690 (servers/fixture-server.sh). Recorded
# page: / (the listing). Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/civetweb.sh start|stop
exec bash "$(dirname "$0")/../fixture-server.sh" civetweb http://127.0.0.1:18690/ "${1:-}" -- /usr/bin/civetweb -document_root @DIR@/files -listening_ports 127.0.0.1:18690 -enable_directory_listing yes -access_log_file @DIR@/access.log
