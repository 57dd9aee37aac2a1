#!/bin/bash
# hexo corpus site: `hexo init` (hexo-cli 4.3.2 starter, hexo 7.3.0, theme landscape 1.1.0), `hexo generate` into
# sites/hexo/public (see sites/hexo/BUILD.md), served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18328.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/hexo.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" hexo nginx public/index.html "$@"
