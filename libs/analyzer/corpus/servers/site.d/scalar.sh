#!/bin/bash
# scalar corpus site: an OpenAPI 3 reference rendered by Scalar (@scalar/api-reference 1.76.0, the CDN page of its
# README with Scalar.createApiReference, the standalone bundle served locally from sites/scalar/public), served by
# its own lighttpd (Debian 12, 1.4.69) on 127.0.0.1:18412.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/scalar.sh start|stop
exec bash "$(dirname "$0")/../static-site.sh" scalar lighttpd public/index.html "$@"
