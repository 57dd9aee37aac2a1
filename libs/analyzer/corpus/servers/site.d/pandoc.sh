#!/bin/bash
# pandoc corpus site (round 17, held out): a Markdown handbook converted to standalone HTML by pandoc 2.17.1.1, built as sites/pandoc/BUILD.md says, served by
# its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18454.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/pandoc.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" pandoc nginx out/index.html "$@"
