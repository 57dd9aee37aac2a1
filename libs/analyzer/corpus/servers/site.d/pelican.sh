#!/bin/bash
# pelican corpus site: Pelican 4.8.0 (Debian 12) with its default theme "notmyidea" (`pelican content -o public`),
# served by its own Caddy 2.6.2 (Debian 12 caddy) on 127.0.0.1:18342.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/pelican.sh start|stop
exec bash "$(dirname "$0")/../caddy-site.sh" pelican public/index.html "$@"
