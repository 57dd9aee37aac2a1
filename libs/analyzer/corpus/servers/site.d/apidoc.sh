#!/bin/bash
# apidoc corpus site: the documentation apiDoc 1.2.0 generates (`apidoc -i src -o public`, its default template) from
# a small annotated source tree (sites/apidoc/src), served by its own lighttpd (Debian 12, 1.4.69) on 127.0.0.1:18414.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/apidoc.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" apidoc lighttpd public/index.html "$@"
