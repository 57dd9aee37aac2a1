#!/bin/sh
# Copies the page, the OpenAPI document and Stoplight Elements' web-component bundle and stylesheet (from
# node_modules, exact version in package-lock.json) into public/ — what lighttpd serves.
set -eu
cd "$(dirname "$0")"
rm -rf public && mkdir public
cp src/index.html src/openapi.yaml public/
cp node_modules/@stoplight/elements/web-components.min.js node_modules/@stoplight/elements/styles.min.css public/
