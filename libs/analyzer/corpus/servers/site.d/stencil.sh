#!/bin/bash
# stencil corpus site: Stencil's app starter (components app-root and app-home, written by hand after the
# stencil-app-starter template; @stencil/core 4.45.1), built by `stencil build` (www output target, sites/stencil/www),
# served by its own lighttpd (Debian 12, 1.4.69) on 127.0.0.1:18420.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/stencil.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" stencil lighttpd www/index.html "$@"
