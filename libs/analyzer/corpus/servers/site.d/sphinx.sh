#!/bin/bash
# sphinx corpus site: static build in sites/sphinx/public (see sites/sphinx/BUILD.md), served by its own nginx
# (Debian nginx-light 1.22.1) on 127.0.0.1:18312.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/sphinx.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" sphinx nginx public/index.html "$@"
