#!/bin/bash
# vike corpus site (round 21, held out): a Vike 0.4.266 + vike-react 0.6.30 application (React 19.2.9, Vite 7.3.8;
# written by hand after vike.dev), pre-rendered by `vike build` (prerender: true) into dist/client and served by nginx
# on 127.0.0.1:18481. Build first (sites/vike/BUILD.md).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/vike.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" vike nginx dist/client/index.html "$@"
