#!/bin/bash
# python-http-server corpus site (round 38, held out): Debian 12 Python 3.11's `python3 -m http.server` serving the same
# folder tree with its directory listing, on 127.0.0.1:18652 (servers/fixture-server.sh). Recorded page: /.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/python-http-server.sh start|stop
exec bash "$(dirname "$0")/../fixture-server.sh" python-http-server http://127.0.0.1:18652/ "${1:-}" -- /usr/bin/python3 -m http.server 18652 --bind 127.0.0.1 --directory @DIR@/files
