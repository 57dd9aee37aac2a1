#!/bin/bash
# ol-vite corpus site: an OpenLayers 10 map made from create-vite 9's `vanilla` template as the OpenLayers quick start
# does (OSM tile layer, blocked off loopback by the recorder, plus a vector layer), built by Vite 8
# (sites/ol-vite/public), served by its own lighttpd (Debian 12 lighttpd 1.4.69) on 127.0.0.1:18360.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/ol-vite.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" ol-vite lighttpd public/index.html "$@"
