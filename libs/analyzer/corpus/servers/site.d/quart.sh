#!/bin/bash
# quart corpus site (round 18, held out): a small Quart 0.18.3 application (Debian 12 python3-quart) served by Hypercorn 0.13.2 (sites/quart/app.py) on 127.0.0.1:18463, no proxy in front.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/quart.sh start|stop
exec bash "$(dirname "$0")/../python-site.sh" quart 18463 "$@"
