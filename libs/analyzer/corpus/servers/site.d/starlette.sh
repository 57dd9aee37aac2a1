#!/bin/bash
# starlette corpus site (round 18, held out): a small Starlette 0.26.1 application (Debian 12 python3-starlette) served by uvicorn 0.17.6 (sites/starlette/app.py) on 127.0.0.1:18462, no proxy in front.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/starlette.sh start|stop
exec bash "$(dirname "$0")/../python-site.sh" starlette 18462 "$@"
