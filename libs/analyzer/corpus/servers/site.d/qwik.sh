#!/bin/bash
# qwik corpus site: the "empty" Qwik City starter (create-qwik 1.20, Qwik 1.20.1) with two routes, built with the
# static adapter (`npm run build`: SSG into sites/qwik/dist), served by its own nginx (Debian 12 nginx-light 1.22.1)
# on 127.0.0.1:18352.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/qwik.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" qwik nginx dist/index.html "$@"
