#!/bin/bash
# sassdoc corpus site (round 34, held out): the Sass documentation SassDoc 2.7.4 (npm) made of sites/sassdoc/src/_theme.scss, built as sites/sassdoc/BUILD.md says,
# served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18612. Recorded page: /index.html
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/sassdoc.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" sassdoc nginx:18612 public/index.html "$@"
