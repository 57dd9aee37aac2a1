#!/bin/bash
# mini-httpd corpus site (round 38, held out): Debian 12 mini_httpd 1.30 (ACME) serving a folder tree with its
# directory listing, in the foreground on 127.0.0.1:18650 (servers/fixture-server.sh). Recorded page: / (the listing).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/mini-httpd.sh start|stop
exec bash "$(dirname "$0")/../fixture-server.sh" mini-httpd http://127.0.0.1:18650/ "${1:-}" -- /usr/sbin/mini_httpd -D -h 127.0.0.1 -p 18650 -d @DIR@/files -l @DIR@/access.log
