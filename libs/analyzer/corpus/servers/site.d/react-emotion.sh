#!/bin/bash
# react-emotion corpus site: create-vite 9's `react` template with its counter button and global styles moved to
# Emotion 11 (@emotion/styled + <Global>), built by Vite 8 (sites/react-emotion/public), served by its own lighttpd
# (Debian 12 lighttpd 1.4.69) on 127.0.0.1:18358.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/react-emotion.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" react-emotion lighttpd public/index.html "$@"
