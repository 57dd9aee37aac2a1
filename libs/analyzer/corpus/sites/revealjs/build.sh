#!/bin/sh
# Copies the deck and reveal.js' dist/ (from node_modules, exact version in package-lock.json) into public/ — the
# layout of reveal.js' own index.html (dist/reveal.js, dist/plugin/*.js) — what Caddy serves.
set -eu
cd "$(dirname "$0")"
rm -rf public && mkdir public
cp src/index.html public/
cp -r node_modules/reveal.js/dist public/dist
