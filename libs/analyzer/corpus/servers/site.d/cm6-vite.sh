#!/bin/bash
# cm6-vite corpus site: a CodeMirror 6 editor made from create-vite 9's `vanilla` template (the `codemirror` package's
# basicSetup + @codemirror/lang-javascript, as its Basic example), built by Vite 8 (sites/cm6-vite/public), served by
# its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18361.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/cm6-vite.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" cm6-vite nginx public/index.html "$@"
