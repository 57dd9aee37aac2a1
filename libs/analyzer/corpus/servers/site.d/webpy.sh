#!/bin/bash
# webpy corpus site (round 42, held out — small C and Python servers' own pages): sites/webpy/app.py, a web.py 0.62
# application (Debian 12 python3-webpy) on web.py's own development server (`app.run()`: cheroot 9, python3-cheroot)
# with web.config.debug on (its default): meeting rooms at /, /rooms/<name> fails with a KeyError for an unknown room; on 127.0.0.1:18693 under Debian's python3 (servers/python-site.sh). Recorded page: /rooms/Zenith (web.py's debug
# error page: the application fails with a KeyError). Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/webpy.sh start|stop
exec bash "$(dirname "$0")/../python-site.sh" webpy 18693 "${1:-}"
