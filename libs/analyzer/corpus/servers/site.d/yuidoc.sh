#!/bin/bash
# yuidoc corpus site (round 34, held out): the API documentation YUIDoc 0.10.2 (npm yuidocjs) made of sites/yuidoc/src, built as sites/yuidoc/BUILD.md says,
# served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18611. Recorded page: /index.html
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/yuidoc.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" yuidoc nginx:18611 public/index.html "$@"
