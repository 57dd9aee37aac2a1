#!/bin/bash
# pyramid corpus site (round 18, held out): a small Pyramid 2.0 application (Debian 12 python3-pyramid) served by waitress 2.1.2 (sites/pyramid/app.py) on 127.0.0.1:18461, no proxy in front.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/pyramid.sh start|stop
exec bash "$(dirname "$0")/../python-site.sh" pyramid 18461 "$@"
