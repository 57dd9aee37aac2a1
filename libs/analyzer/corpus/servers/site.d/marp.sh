#!/bin/bash
# marp corpus site (round 17, held out): a Markdown deck converted to HTML by Marp CLI 4.5.1, built as sites/marp/BUILD.md says, served by
# its own lighttpd (Debian 12, 1.4.69) on 127.0.0.1:18453.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/marp.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" marp lighttpd dist/index.html "$@"
