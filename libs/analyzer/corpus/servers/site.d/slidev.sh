#!/bin/bash
# slidev corpus site (round 17, held out): a Slidev 53.0.0 deck built as a static application, built as sites/slidev/BUILD.md says, served by
# its own lighttpd (Debian 12, 1.4.69) on 127.0.0.1:18451.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/slidev.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" slidev lighttpd dist/index.html "$@"
