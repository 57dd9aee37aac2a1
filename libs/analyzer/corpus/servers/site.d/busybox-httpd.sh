#!/bin/bash
# busybox-httpd corpus site (round 38, held out): Debian 12 BusyBox 1.35's httpd applet serving the same folder tree in
# the foreground on 127.0.0.1:18651 (servers/fixture-server.sh). It lists no directory without an index.cgi, so /
# answers with its own 404 page. Recorded page: / (status 404).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/busybox-httpd.sh start|stop
exec bash "$(dirname "$0")/../fixture-server.sh" busybox-httpd http://127.0.0.1:18651/ "${1:-}" -- /bin/busybox httpd -f -p 127.0.0.1:18651 -h @DIR@/files
