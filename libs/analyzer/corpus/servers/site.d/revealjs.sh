#!/bin/bash
# revealjs corpus site: a slide deck on reveal.js 6.0.2 (the layout of reveal.js' own index.html: dist/reveal.js and
# the markdown, highlight and notes plugins) served by its own Caddy 2.6.2 (Debian 12 caddy) on 127.0.0.1:18348.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/revealjs.sh start|stop
exec bash "$(dirname "$0")/../caddy-site.sh" revealjs public/index.html "$@"
