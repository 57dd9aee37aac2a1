#!/bin/bash
# honkit corpus site: a small book built by HonKit 6.1.7 (npm; the maintained GitBook fork, default theme) into
# sites/honkit/public, served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18364.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/honkit.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" honkit nginx public/index.html "$@"
