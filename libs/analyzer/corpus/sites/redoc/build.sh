#!/bin/sh
# Copies the page, the OpenAPI document and Redoc's standalone bundle (from node_modules, exact version in
# package-lock.json) into public/ — what nginx serves.
set -eu
cd "$(dirname "$0")"
rm -rf public && mkdir public
cp src/index.html src/openapi.yaml public/
cp node_modules/redoc/bundles/redoc.standalone.js public/
