#!/bin/bash
# docusaurus corpus site: the Docusaurus 3.10.2 classic template (`docusaurus build`, sites/docusaurus/public) served
# by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18314.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/docusaurus.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" docusaurus nginx public/index.html "$@"
