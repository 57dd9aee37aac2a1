#!/bin/sh
# Copies the page, the OpenAPI document and Scalar's standalone bundle (the file jsDelivr serves for
# @scalar/api-reference: its package.json "browser" field, dist/browser/standalone.js; exact version in
# package-lock.json) into public/ — what lighttpd serves.
set -eu
cd "$(dirname "$0")"
rm -rf public && mkdir public
cp src/index.html src/openapi.yaml public/
cp node_modules/@scalar/api-reference/dist/browser/standalone.js public/
