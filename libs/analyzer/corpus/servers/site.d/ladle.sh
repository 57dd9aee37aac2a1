#!/bin/bash
# ladle corpus site (round 27, held out): the component stories Ladle 5.1.1 built, as sites/ladle/BUILD.md says, served
# by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18541.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/ladle.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" ladle nginx public/index.html "$@"
