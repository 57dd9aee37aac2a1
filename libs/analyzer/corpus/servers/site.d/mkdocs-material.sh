#!/bin/bash
# mkdocs-material corpus site: static build in sites/mkdocs-material/public (see sites/mkdocs-material/BUILD.md), served by its own lighttpd
# (Debian lighttpd 1.4.69) on 127.0.0.1:18313.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/mkdocs-material.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" mkdocs-material lighttpd public/index.html "$@"
