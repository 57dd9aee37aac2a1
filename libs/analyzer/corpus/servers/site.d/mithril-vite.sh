#!/bin/bash
# mithril-vite corpus site: a Mithril 2 app (components, m.route) made from create-vite 9's `vanilla` template, built
# by Vite 8 (sites/mithril-vite/public), served by its own lighttpd (Debian 12 lighttpd 1.4.69) on 127.0.0.1:18362.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/mithril-vite.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" mithril-vite lighttpd public/index.html "$@"
