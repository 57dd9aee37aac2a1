#!/usr/bin/env node
// The `stacklens` command: runs the compiled CLI (build first: `npm run build -w @stacklens/analyzer`).
// `npm run build` also bundles it into dist/stacklens.cjs (scripts/bundle-cli.js: one file to read and compile
// instead of 230), which runs with V8's code cache of the CLI's cache directory (src/code-cache.ts) unless a later
// `tsc` build rewrote one of dist's modules: then dist/cli.js runs, never a stale bundle.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const dist = path.join(__dirname, '..', 'dist');
/** Modification time of `file` in ms, or -1 when it does not exist. */
const modified = (file) => {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat ? stat.mtimeMs : -1;
};
const bundle = path.join(dist, 'stacklens.cjs');
const bundleTime = modified(bundle);
/**
 * True when the bundle holds the modules of the last build: it is newer than tsc's build info (the usual case, one
 * stat) or, when tsc ran since (a type check writes the build info too), newer than every module of dist.
 */
const fresh = () =>
  bundleTime >= modified(path.join(dist, '.tsbuildinfo')) ||
  fs
    .readdirSync(dist, { recursive: true })
    .every((file) => !file.endsWith('.js') || modified(path.join(dist, file)) <= bundleTime);
let cli;
if (bundleTime >= 0 && fresh()) {
  const { loadWithCodeCache } = require('../dist/code-cache.js');
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
