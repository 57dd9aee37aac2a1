#!/bin/bash
# compodoc corpus site: the documentation Compodoc 2.0.0 generates (`compodoc -p tsconfig.json -d public`, default
# gitbook theme) for a small Angular source tree (sites/compodoc/src), served by its own lighttpd (Debian 12, 1.4.69)
# on 127.0.0.1:18415.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/compodoc.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" compodoc lighttpd public/index.html "$@"
