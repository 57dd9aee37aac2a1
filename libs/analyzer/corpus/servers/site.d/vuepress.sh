#!/bin/bash
# vuepress corpus site: VuePress 2.0.0-rc.28 with the default theme (`vuepress build docs`, copied to
# sites/vuepress/public) served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18333.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/vuepress.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" vuepress nginx public/index.html "$@"
