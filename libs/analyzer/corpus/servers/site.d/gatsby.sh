#!/bin/bash
# gatsby corpus site: gatsby-starter-default on Gatsby 5.16.1 (`gatsby build`, sites/gatsby/public) served
# by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18323.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/gatsby.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" gatsby nginx public/index.html "$@"
