#!/bin/bash
# esdoc corpus site (round 34, held out): the API documentation ESDoc 1.1.0 (npm, esdoc-standard-plugin 1.0.0) made of sites/esdoc/src, built as sites/esdoc/BUILD.md says,
# served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18614. Recorded page: /index.html
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/esdoc.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" esdoc nginx:18614 public/index.html "$@"
