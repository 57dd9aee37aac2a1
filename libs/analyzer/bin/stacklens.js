#!/usr/bin/env node
// The `stacklens` command: runs the compiled CLI (build first: `npm run build -w @stacklens/analyzer`).
'use strict';
const { main } = require('../dist/cli.js');

main(process.argv).then(
  (code) => {
    process.exitCode = code;
  },
  (err) => {
    process.stderr.write(`stacklens: ${(err && err.stack) || String(err)}\n`);
    process.exitCode = 1;
  },
);
