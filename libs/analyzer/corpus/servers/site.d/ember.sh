#!/bin/bash
# ember corpus site: the default application of ember-cli 7.3.0 (`ember new`, ember-source 7.3.0, Embroider with
# Vite 8.4.0, WarpDrive 5.8.2), built by `npm run build` (vite build, production) into sites/ember/dist, served by its
# own lighttpd (Debian 12, 1.4.69) on 127.0.0.1:18422.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/ember.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" ember lighttpd dist/index.html "$@"
