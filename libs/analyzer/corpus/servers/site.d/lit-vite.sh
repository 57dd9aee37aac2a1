#!/bin/bash
# lit-vite corpus site: create-vite 9's `lit` template as generated (Lit 3, a <my-element> web component), built by
# Vite 8 (sites/lit-vite/public), served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18357.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/lit-vite.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" lit-vite nginx public/index.html "$@"
