#!/bin/bash
# jsdoc corpus site (round 17, held out): the API documentation JSDoc 4.0.5 generated, built as sites/jsdoc/BUILD.md says, served by
# its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18450.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/jsdoc.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" jsdoc nginx out/index.html "$@"
