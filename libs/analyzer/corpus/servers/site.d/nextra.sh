#!/bin/bash
# nextra corpus site (round 20, held out): a Nextra 4.6.1 docs site (nextra-theme-docs, Next.js 16.4.6 App Router,
# `output: 'export'`, Pagefind index), built as sites/nextra/BUILD.md says, served by its own nginx (Debian 12
# nginx-light 1.22.1) on 127.0.0.1:18467.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/nextra.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" nextra nginx out/index.html "$@"
