#!/bin/bash
# react-fuse corpus site: a React 18 + react-router-dom 7 + Fuse.js 7 SPA built by Vite 8 (sites/react-fuse/public),
# served by its own lighttpd (Debian 12, 1.4.69) on 127.0.0.1:18320.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/react-fuse.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" react-fuse lighttpd public/index.html "$@"
