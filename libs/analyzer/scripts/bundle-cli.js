/**
 * `npm run build` (after `tsc`): bundles the compiled CLI (`dist/cli.js` and every module it requires, dependencies
 * included) into ONE file, `dist/stacklens.cjs`, which `bin/stacklens.js` runs while it is newer than the last
 * `tsc` build (`dist/.tsbuildinfo`), `dist/cli.js` otherwise (so a `tsc`-only rebuild is never run stale).
 *
 * Why: a one-URL CLI run spent ~95 CPU-ms resolving, reading and compiling 230 module files (path look-ups,
 * `package.json` reads, one compilation per file) — a third of the run (issue 24 §1). One file is read and compiled
 * once. Each module keeps its own `__dirname` (the data files are found relative to it: fingerprints, data,
 * lighthouse), so the bundle behaves as the files it was made of. Playwright and Lighthouse stay outside (they are
 * loaded by the browser and Lighthouse stages only, from node_modules). The bundle is written ASCII-only
 * (`asciiSource` of `src/code-cache.ts`: a few comments and one regular expression made it a two-byte string, ~74
 * CPU-ms of UTF-8 decoding at every start).
 */
'use strict';
const path = require('node:path');
const fs = require('node:fs');
const esbuild = require('esbuild');
const { lazyDomSerializer } = require('./lazy-dom-serializer.js');

const packageDir = path.resolve(__dirname, '..');
const dist = path.join(packageDir, 'dist');
/** The bundle's own directory, named in the prelude of each module that uses `__dirname`. */
const BUNDLE_DIR = '__stacklensBundleDir';

/** Gives each of the package's compiled modules that reads `__dirname` its own directory (not the bundle's). */
const ownDirname = {
  name: 'own-dirname',
  setup(build) {
    build.onLoad({ filter: /\.js$/ }, async (args) => {
      if (!args.path.startsWith(dist + path.sep)) return undefined;
      const source = await fs.promises.readFile(args.path, 'utf8');
      if (!source.includes('__dirname')) return { contents: source, loader: 'js' };
      const relative = JSON.stringify(path.relative(dist, path.dirname(args.path)).split(path.sep).join('/'));
      const prelude = `var __dirname = require('node:path').join(${BUNDLE_DIR}, ${relative});\n`;
      return { contents: prelude + source, loader: 'js' };
    });
  },
};

esbuild
  .build({
    entryPoints: [path.join(dist, 'cli.js')],
    outfile: path.join(dist, 'stacklens.cjs'),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: `node${process.versions.node.split('.')[0]}`,
    external: ['playwright-core', 'lighthouse'],
    banner: { js: `const ${BUNDLE_DIR} = __dirname;` },
    plugins: [ownDirname, lazyDomSerializer],
    logLevel: 'warning',
    write: false,
  })
  .then(({ outputFiles }) => {
    const { asciiSource, buildInfoDigest, BUNDLE_BUILD_INFO_DIGEST } = require(
      path.join(dist, 'code-cache.js'),
    );
    // ASCII only: read without the UTF-8 decoder's slow path and kept by V8 as a one-byte string (asciiSource)
    for (const file of outputFiles) fs.writeFileSync(file.path, asciiSource(file.text));
    // the tsc build this bundle was made from (freshBundle: dist restored by a build cache keeps no order of times)
    const digest = buildInfoDigest(path.join(dist, '.tsbuildinfo'));
    if (digest) fs.writeFileSync(path.join(dist, BUNDLE_BUILD_INFO_DIGEST), `${digest}\n`);
  })
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
