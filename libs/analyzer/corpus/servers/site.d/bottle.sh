#!/bin/bash
# bottle corpus site (round 42, held out — small C and Python servers' own pages): sites/bottle/app.py (a list of meeting rooms)
# on 127.0.0.1:18691 under Debian's python3 (servers/python-site.sh). Recorded page: /no-such-page (the framework's own
# not-found response). Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/bottle.sh start|stop
exec bash "$(dirname "$0")/../python-site.sh" bottle 18691 "${1:-}"
