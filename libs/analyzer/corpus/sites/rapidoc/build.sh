#!/bin/sh
# Copies the page, the OpenAPI document and RapiDoc's bundle (from node_modules, exact version in package-lock.json)
# into public/ — what lighttpd serves.
set -eu
cd "$(dirname "$0")"
rm -rf public && mkdir public
cp src/index.html src/openapi.yaml public/
cp node_modules/rapidoc/dist/rapidoc-min.js public/
