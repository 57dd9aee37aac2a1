#!/bin/bash
# jekyll corpus site: static build in sites/jekyll/public (see sites/jekyll/BUILD.md), served by its own nginx
# (Debian nginx-light 1.22.1) on 127.0.0.1:18316.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/jekyll.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" jekyll nginx public/index.html "$@"
