#!/bin/bash
# preact-vite corpus site: a Preact 10 app (preact/hooks; create-vite's preact template rewritten as a small reading
# list) built by Vite 7 with @preact/preset-vite (sites/preact-vite/public), served by its own lighttpd (Debian 12,
# 1.4.69) on 127.0.0.1:18349.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/preact-vite.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" preact-vite lighttpd public/index.html "$@"
