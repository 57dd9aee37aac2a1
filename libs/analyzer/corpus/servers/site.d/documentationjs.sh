#!/bin/bash
# documentationjs corpus site (round 27, held out): the API documentation documentation.js 14.0.3 generated, built as
# sites/documentationjs/BUILD.md says, served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18540.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/documentationjs.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" documentationjs nginx public/index.html "$@"
