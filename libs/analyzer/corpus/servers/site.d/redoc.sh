#!/bin/bash
# redoc corpus site: an OpenAPI 3 reference rendered by Redoc 2.5.4's standalone bundle (the `<redoc spec-url>` page
# of Redoc's README, bundle served locally from sites/redoc/public), served by its own nginx (Debian 12 nginx-light
# 1.22.1) on 127.0.0.1:18347.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/redoc.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" redoc nginx public/index.html "$@"
