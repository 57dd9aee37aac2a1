#!/bin/bash
# aiohttp corpus site (round 18, held out): a small aiohttp 3.8.4 application (Debian 12 python3-aiohttp) served by aiohttp's own server (sites/aiohttp/app.py) on 127.0.0.1:18460, no proxy in front.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/aiohttp.sh start|stop
exec bash "$(dirname "$0")/../python-site.sh" aiohttp 18460 "$@"
