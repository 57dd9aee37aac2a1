#!/bin/bash
# kss corpus site (round 34, held out): the living style guide kss-node 3.1.0 (npm kss, its default builder) made of sites/kss/src/styles.css, built as sites/kss/BUILD.md says,
# served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18613. Recorded page: /index.html
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/kss.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" kss nginx:18613 public/index.html "$@"
