/**
 * `npm run build` (after `tsc`): compiles the default fingerprint set once and writes it to
 * `dist/compiled-fingerprints/` (the compiled-set cache format of `dist/fingerprints/compiled-cache.js`), which
 * `loadFingerprints()` reads when it is given no cache directory — so the worker, the seed and every test process
 * read the set instead of compiling it (~0.9 CPU-s each; issue 24 §1). The file's name carries the key of the data
 * files and the compiler it was made from: after a change to either, it is simply not found and the set is compiled.
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const dir = path.resolve(__dirname, '..', 'dist', 'compiled-fingerprints');
fs.rmSync(dir, { recursive: true, force: true });
const { loadFingerprints } = require('../dist/fingerprints/load.js');
const started = process.hrtime.bigint();
const set = loadFingerprints({ cacheDir: dir });
const files = fs.readdirSync(dir);
const bytes = files.reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0);
console.log(
  `compiled fingerprint set: ${set.technologies.size} technologies → ${path.relative(process.cwd(), dir)}/ ` +
    `(${(bytes / 1024 / 1024).toFixed(1)} MB, ${Number((process.hrtime.bigint() - started) / 1_000_000n)} ms)`,
);
