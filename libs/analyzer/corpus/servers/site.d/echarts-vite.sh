#!/bin/bash
# echarts-vite corpus site: a sales dashboard made from create-vite 9's `vanilla` template: two Apache ECharts 6
# charts (the full `echarts` package imported, as its Get Started page does), built by Vite 8
# (sites/echarts-vite/public), served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18359.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/echarts-vite.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" echarts-vite nginx public/index.html "$@"
