#!/bin/bash
# docco corpus site (round 34, held out): the literate-programming page docco 0.9.2 (npm) made of sites/docco/src/meter.js, built as sites/docco/BUILD.md says,
# served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18610. Recorded page: /src/meter.html
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/docco.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" docco nginx:18610 public/src/meter.html "$@"
