#!/bin/bash
# aurelia corpus site (round 21, held out): an Aurelia 2.0.0-rc.1 application (written by hand after Aurelia's docs;
# the `makes` scaffolder fetches its skeleton from GitHub), built by `vite build` (Vite 7.3.8, @aurelia/vite-plugin
# 2.0.0-rc.1) into dist/ and served by nginx on 127.0.0.1:18483. Build first (sites/aurelia/BUILD.md).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/aurelia.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" aurelia nginx dist/index.html "$@"
