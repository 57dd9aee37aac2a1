#!/bin/bash
# hugo-pagefind corpus site: static build in sites/hugo-pagefind/public (see sites/hugo-pagefind/BUILD.md), served by its own lighttpd
# (Debian lighttpd 1.4.69) on 127.0.0.1:18315.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/hugo-pagefind.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" hugo-pagefind lighttpd public/index.html "$@"
