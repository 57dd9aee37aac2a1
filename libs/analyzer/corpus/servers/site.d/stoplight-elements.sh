#!/bin/bash
# stoplight-elements corpus site: an OpenAPI 3 reference rendered by Stoplight Elements 9.0.25 (the `<elements-api>`
# web-component page of Elements' docs, web-components.min.js and styles.min.css served locally from
# sites/stoplight-elements/public), served by its own lighttpd (Debian 12, 1.4.69) on 127.0.0.1:18411.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/stoplight-elements.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" stoplight-elements lighttpd public/index.html "$@"
