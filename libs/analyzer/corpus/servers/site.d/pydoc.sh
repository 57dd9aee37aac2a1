#!/bin/bash
# pydoc corpus site (round 43, held out — documentation of other languages, part two): Python 3.11's documentation
# server (`pydoc -p`, sites/pydoc/app.py) on 127.0.0.1:18700 under Debian's python3 (servers/python-site.sh).
# Recorded page: / (its index of modules). Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/pydoc.sh start|stop
exec bash "$(dirname "$0")/../python-site.sh" pydoc 18700 "${1:-}"
