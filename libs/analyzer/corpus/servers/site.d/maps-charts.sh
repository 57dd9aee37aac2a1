#!/bin/bash
# maps-charts corpus site: a dashboard built by Vite 7 that imports Leaflet 1.9.4, Chart.js 4.6.1 and three.js r187
# from npm into hashed ES-module chunks (sites/maps-charts/public), served by its own lighttpd (Debian 12, 1.4.69) on
# 127.0.0.1:18350.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/maps-charts.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" maps-charts lighttpd public/index.html "$@"
