#!/bin/bash
# rspress corpus site (round 17, held out): a documentation site built by Rspress 2.0.22, built as sites/rspress/BUILD.md says, served by
# its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18452.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/rspress.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" rspress nginx doc_build/index.html "$@"
