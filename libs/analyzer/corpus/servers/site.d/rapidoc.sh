#!/bin/bash
# rapidoc corpus site: an OpenAPI 3 reference rendered by RapiDoc 9.3.8 (the `<rapi-doc spec-url>` page of RapiDoc's
# docs with its module script rapidoc-min.js, bundle served locally from sites/rapidoc/public), served by its own
# lighttpd (Debian 12, 1.4.69) on 127.0.0.1:18410.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/rapidoc.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" rapidoc lighttpd public/index.html "$@"
