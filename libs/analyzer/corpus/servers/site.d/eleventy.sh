#!/bin/bash
# eleventy corpus site: the official eleventy-base-blog v9 starter built with @11ty/eleventy 3.1.8 into
# sites/eleventy/public (see sites/eleventy/BUILD.md), served by its own lighttpd (Debian 12 lighttpd 1.4.69) on
# 127.0.0.1:18329.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/eleventy.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" eleventy lighttpd public/index.html "$@"
