#!/bin/bash
# falcon corpus site (round 42, held out — small C and Python servers' own pages): sites/falcon/app.py (a list of meeting rooms)
# on 127.0.0.1:18692 under Debian's python3 (servers/python-site.sh). Recorded page: /no-such-page (the framework's own
# not-found response). Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/falcon.sh start|stop
exec bash "$(dirname "$0")/../python-site.sh" falcon 18692 "${1:-}"
