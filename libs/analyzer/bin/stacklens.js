#!/usr/bin/env node
// The `stacklens` command: runs the compiled CLI (build first: `npm run build -w @stacklens/analyzer`).
// `npm run build` also bundles it into dist/stacklens.cjs (scripts/bundle-cli.js: one file to read and compile
// instead of 230), which runs with V8's code cache of the CLI's cache directory (src/code-cache.ts) unless a later
// `tsc` build rewrote one of dist's modules: then dist/cli.js runs, never a stale bundle.
'use strict';
const path = require('node:path');
const { freshBundle, loadWithCodeCache } = require('../dist/code-cache.js');

const bundle = freshBundle(path.join(__dirname, '..', 'dist'));
let cli;
if (bundle) {
  const { cliCacheDir } = require('../dist/cache-dir.js');
  const loaded = loadWithCodeCache(bundle, cliCacheDir(process.env));
  if (loaded.cache !== 'accepted') process.once('exit', () => loaded.save());
  cli = loaded.exports;
} else {
  cli = require('../dist/cli.js');
}

cli.main(process.argv).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`stacklens: ${(err && err.stack) || String(err)}\n`);
    process.exitCode = 1;
  },
);
