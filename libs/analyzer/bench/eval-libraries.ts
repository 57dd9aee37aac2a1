/**
 * `npm run eval:libraries` — the library matrix (issue 25 §1): how well the analyzer finds front-end packages, and
 * their versions, the ways real sites ship them.
 *
 * The manifest (`bench/libraries/manifest.json`) lists npm packages the fingerprint set knows, each with its pinned
 * version, the fingerprint name it must be found as, its kind, the package's own browser file (`script`, loaded by a
 * script tag; `module: true` for an ES module) and stylesheet (`css`). The script:
 * 1. installs them, pinned, into a cache outside git (`node_modules/.cache/stacklens-libraries`, or
 *    `STACKLENS_LIBRARIES_CACHE`), reused between runs (only missing or changed packages are installed again);
 * 2. builds one page per package and way, cached by package, version, way and builder version:
 *    - `vite`: an application entry importing the package (`import * as lib from 'pkg'`, kept whole) and its
 *      stylesheet, built by Vite (`build()`, production) into hashed files (`assets/<hash>.js|css`) whose names
 *      say nothing about the library;
 *    - `vite-named`: the same build, the entry importing only what a typical application imports (`typicalImports`:
 *      the manifest's `named` exports; else the export named like the package, `import { Chart } from 'chart.js'`;
 *      else the default export; else the first three named ones), so that Rollup drops the rest (tree-shaking: a
 *      version constant or a banner the imported code does not reach is gone);
 *    - `vite-lazy`: the same application loading the package the way real sites load heavy charting, mapping, 3D
 *      and editor libraries: its entry only `import()`s a module that imports the package (whole) and its stylesheet,
 *      so that the package is in a chunk (and its stylesheet in a chunk stylesheet) that no tag of the page names
 *      — only the entry's code (`import("./<hash>.js")`, Vite's `__vite__mapDeps` list);
 *    - `webpack`: the same entry built by webpack 5 (production: terser moves `/*!` banners into `.LICENSE.txt`
 *      files, css-loader + mini-css-extract-plugin), `<contenthash>.js|css`;
 *    - `script`: the package's own dist file by `<script src>` (served as `/v/<id>/<path in the package>`: the file name, no package name or version
 *      in the path);
 *    - `css`: the package's own stylesheet by `<link rel="stylesheet">`;
 *    a package depending on jQuery (`requires`) gets jQuery first, as a global;
 * 3. serves every page from one loopback HTTP server and runs the `stacklens` CLI once over all of them
 *    (`--json --allow-private --no-dns`, passive, or with `--browser` the browser stage too);
 * 4. prints, per package and per way, whether the technology was found and with which version (✓ right version,
 *    `~` found without or with another version, ✗ not found, `!` the page could not be built), and the detection and
 *    version rates per way and per kind and in total (rate = pages where it was found / pages built), and the version
 *    rate where the page states the version at all ("right where stated": pages whose served files contain the
 *    package's version string, `versionStated`; the rest no detector can version).
 *
 * Usage: npm run eval:libraries [-- --browser] [--filter REGEX] [--limit N] [--ways vite,webpack,script,css]
 *        [--json FILE] [--compare FILE] [--cli OTHER/libs/analyzer/bin/stacklens.js] [--verbose]
 * `--filter` keeps packages whose package name, technology name or kind matches; `--limit` the first N of the manifest after
 * the filter; `--json` writes the results (per package and way: found, version); `--compare` prints a before/after
 * column against such a file; `--cli` runs another checkout's analyzer (before/after a change). A development tool, not a test: nothing in `npm test` depends on it.
 * Exit code 0 when it ran (whatever the figures), 1 when installing, serving or the CLI failed.
 */
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** One package of the matrix. */
interface LibraryEntry {
  /** npm package name. */
  package: string;
  /** Pinned version (installed exactly). */
  version: string;
  /** Name of the technology in the fingerprint set. */
  technology: string;
  /** What kind of front-end package it is (figures are grouped by it). */
  kind: string;
  /** The package's own browser file, relative to the package root; null = none shipped (no `script` way). */
  script: string | null;
  /** `script` is an ES module (`<script type="module">`). */
  module?: boolean;
  /** The package's own stylesheet, relative to the package root; null = none (no `css` way). */
  css: string | null;
  /** Module specifier the bundled entry imports; default the package name; null = stylesheet only. */
  import?: string | null;
  /** Packages loaded before it as globals (jQuery plugins: `["jquery"]`). */
  requires?: string[];
  /**
   * Further packages the bundled entry needs to build, pinned (name → version), installed with the manifest: an
   * optional peer dependency the imported code still imports (`@mui/material` → `@emotion/styled`), which neither
   * npm nor the required-peer step installs.
   */
  dependencies?: Record<string, string>;
  /**
   * Module specifier the bundled entry imports the stylesheet by, when the package's `exports` map does not expose
   * `css` by its path (`swiper/css` for `swiper.min.css`); default `<package>/<css>`.
   */
  cssImport?: string;
  /**
   * The named exports a typical application imports (the `vite-named` way), when the rule of `typicalImports` would
   * pick others (`vue`: `createApp`, `ref`; `three`: `Scene`, `WebGLRenderer`); `["default"]` = the default export.
   */
  named?: string[];
  /** Why an entry is shaped this way (documentation only). */
  _comment?: string;
}
interface Manifest {
  _comment: string[];
  /** Builder packages installed with the libraries (pinned). */
  builders: Record<string, string>;
  libraries: LibraryEntry[];
}
type Way = 'vite' | 'vite-named' | 'vite-lazy' | 'webpack' | 'script' | 'css';
const ALL_WAYS: Way[] = ['vite', 'vite-named', 'vite-lazy', 'webpack', 'script', 'css'];
interface CliTech {
  name: string;
  version: string | null;
  confidence: number;
}
interface CliLine {
  url: string;
  technologies?: CliTech[];
  error?: { code: string; message: string };
}
/** The result of one page: found or not, the version reported. */
interface Cell {
  status: 'found' | 'missed' | 'build-failed' | 'error';
  version: string | null;
  versionOk: boolean;
  /** Whether the files the page serves state the package's version at all (`versionStated`). */
  stated?: boolean;
  detail?: string;
}

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const analyzerRoot = path.resolve(__dirname, '..');
const repoRoot = path.resolve(analyzerRoot, '../..');
const manifestPath = path.join(__dirname, 'libraries/manifest.json');
const cacheDir = path.resolve(
  process.env.STACKLENS_LIBRARIES_CACHE || path.join(repoRoot, 'node_modules/.cache/stacklens-libraries'),
);
const browser = flag('--browser');
const verbose = flag('--verbose');
const filter = option('--filter') ? new RegExp(option('--filter') as string, 'i') : null;
const limit = option('--limit') ? Number(option('--limit')) : Infinity;
const ways = (option('--ways')?.split(',') ?? ALL_WAYS).filter((w): w is Way => ALL_WAYS.includes(w as Way));
const jsonOut = option('--json');
const compareWith = option('--compare');
/** Another checkout's CLI (`<checkout>/libs/analyzer/bin/stacklens.js`): the figures of its analyzer and fingerprints. */
const cliPath = path.resolve(option('--cli') ?? path.join(analyzerRoot, 'bin/stacklens.js'));

const normVersion = (v: string | null | undefined) => (v ?? '').trim().replace(/^v/i, '');
const slugOf = (pkg: string) => pkg.replace(/^@/, '').replace(/[^\w.-]+/g, '_');
/**
 * The opaque id of a package in URLs (`/p/<id>/<way>/`, `/v/<id>/<file>`): a path naming the package would let
 * `url`/`scriptSrc`/html patterns find it where a real site's hashed or self-hosted files would not.
 */
const idOf = (pkg: string) => crypto.createHash('sha256').update(pkg).digest('hex').slice(0, 10);
const log = (...a: unknown[]) => console.error(...a);

/** Installs the manifest's packages and builders, pinned, into the cache (only when something is missing). */
function install(manifest: Manifest, entries: LibraryEntry[]): void {
  fs.mkdirSync(cacheDir, { recursive: true });
  const deps: Record<string, string> = { ...manifest.builders };
  for (const e of manifest.libraries) {
    deps[e.package] = e.version;
    Object.assign(deps, e.dependencies);
  }
  const pkgFile = path.join(cacheDir, 'package.json');
  const wanted = JSON.stringify(
    { name: 'stacklens-library-matrix', private: true, dependencies: deps },
    null,
    1,
  );
  const installed = (name: string, version: string) => {
    try {
      const pj = JSON.parse(
        fs.readFileSync(path.join(cacheDir, 'node_modules', name, 'package.json'), 'utf8'),
      );
      return pj.version === version;
    } catch {
      return false;
    }
  };
  const needed = [
    ...Object.entries(manifest.builders),
    ...entries.flatMap((e) => [[e.package, e.version], ...Object.entries(e.dependencies ?? {})]),
  ];
  const missing = needed.filter(([n, v]) => !installed(n, v));
  const npmInstall = () =>
    execFileSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--legacy-peer-deps', '--loglevel=error'],
      { cwd: cacheDir, stdio: ['ignore', 'inherit', 'inherit'] },
    );
  if (missing.length > 0) {
    fs.writeFileSync(pkgFile, wanted);
    log(`installing ${missing.length} package(s) into ${cacheDir} …`);
    npmInstall();
  }
  // --legacy-peer-deps (the manifest's packages want conflicting peer ranges) installs no peer dependency, so an
  // entry importing `react-router` fails to build without `react`: the required peers of the manifest's packages
  // that are still missing are added, each with the range of the first package asking for it, and installed
  const peers: Record<string, string> = {};
  for (const e of manifest.libraries) {
    let pj: {
      peerDependencies?: Record<string, string>;
      peerDependenciesMeta?: Record<string, { optional?: boolean }>;
    };
    try {
      pj = JSON.parse(
        fs.readFileSync(path.join(cacheDir, 'node_modules', e.package, 'package.json'), 'utf8'),
      );
    } catch {
      continue;
    }
    for (const [peer, range] of Object.entries(pj.peerDependencies ?? {})) {
      if (pj.peerDependenciesMeta?.[peer]?.optional || deps[peer] || peers[peer]) continue;
      if (!fs.existsSync(path.join(cacheDir, 'node_modules', peer, 'package.json'))) peers[peer] = range;
    }
  }
  if (Object.keys(peers).length === 0) return;
  log(
    `installing ${Object.keys(peers).length} missing peer dependenc(ies): ${Object.keys(peers).join(', ')} …`,
  );
  fs.writeFileSync(
    pkgFile,
    JSON.stringify(
      { name: 'stacklens-library-matrix', private: true, dependencies: { ...deps, ...peers } },
      null,
      1,
    ),
  );
  npmInstall();
}

const builderVersion = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(cacheDir, 'node_modules', name, 'package.json'), 'utf8'))
    .version as string;

/** What `typicalImports` picked: the default export, these named exports, or the module for its side effects. */
type Imports = { default: true } | { names: string[] } | { sideEffects: true };

/**
 * The exports of the module `spec` (resolved in the cache's node_modules) that esbuild can see statically (an ES
 * module's; none for CommonJS), and whether it has a default export (CommonJS: always, by interop).
 */
async function moduleExports(spec: string): Promise<{ names: string[]; hasDefault: boolean }> {
  const esbuild = require('esbuild') as typeof import('esbuild');
  const exportsOf = async (contents: string): Promise<string[] | null> => {
    try {
      const r = await esbuild.build({
        stdin: { contents, resolveDir: cacheDir, loader: 'js' },
        bundle: true,
        write: false,
        metafile: true,
        format: 'esm',
        platform: 'browser',
        outfile: 'exports.js',
        logLevel: 'silent',
        // assets a package imports from its code say nothing of its exports
        loader: Object.fromEntries(
          ['.css', '.scss', '.less', '.woff', '.woff2', '.ttf', '.eot', '.svg', '.png', '.gif', '.jpg'].map(
            (x) => [x, 'empty' as const],
          ),
        ),
      });
      return Object.values(r.metafile.outputs)[0]?.exports ?? [];
    } catch {
      return null;
    }
  };
  const names = (await exportsOf(`export * from ${JSON.stringify(spec)};`)) ?? [];
  const hasDefault = (await exportsOf(`export { default } from ${JSON.stringify(spec)};`)) !== null;
  return { names, hasDefault };
}

/** Lowercase letters and digits of a name, a trailing `js` dropped (`Chart.js` → `chart`, `@popperjs/core` → …). */
const stemOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/js$/, '');

/**
 * What a typical application imports from the package (the `vite-named` way): the manifest's `named` exports; else
 * the default export (`import axios from 'axios'`; a CommonJS module is only that); else the one export named like
 * the package or the technology (`import { Chart } from 'chart.js'`); else the first three named exports
 * (alphabetical, as esbuild lists them); a module Rollup finds no default in (a script run for its effects: a jQuery
 * plugin, a polyfill) is imported for its side effects (`buildVite`). One rule for all, never per page.
 */
async function typicalImports(e: LibraryEntry, spec: string): Promise<Imports> {
  if (e.named) return e.named.includes('default') ? { default: true } : { names: e.named };
  const { names, hasDefault } = await moduleExports(spec);
  if (hasDefault || names.length === 0) return { default: true };
  const stems = new Set([stemOf(e.package.replace(/^@[^/]+\//, '')), stemOf(e.technology)]);
  const alike = names.filter((n) => stems.has(stemOf(n)));
  if (alike.length > 0) return { names: alike.slice(0, 1) };
  return { names: names.slice(0, 3) };
}

/**
 * The application entry of the bundled ways: jQuery as a global first when required, the package (the whole module,
 * or with `imports` only those exports, used so that they are kept), its CSS.
 */
function entrySource(e: LibraryEntry, imports?: Imports): string {
  const lines: string[] = [];
  if (e.requires?.includes('jquery')) lines.push(`import './jquery-global.js';`);
  const spec = e.import === undefined ? e.package : e.import;
  if (spec && imports && 'sideEffects' in imports) {
    lines.push(`import ${JSON.stringify(spec)};`);
  } else if (spec && imports) {
    if ('default' in imports) lines.push(`import lib from ${JSON.stringify(spec)};`);
    else lines.push(`import { ${imports.names.join(', ')} } from ${JSON.stringify(spec)};`);
    const used = 'default' in imports ? 'lib' : `[${imports.names.join(', ')}]`;
    lines.push(`globalThis.__app = ${used};`);
  } else if (spec) {
    lines.push(`import * as lib from ${JSON.stringify(spec)};`);
    // keeps the whole module (no tree-shaking of exports) the way an application using much of it does
    lines.push(`document.body.dataset.exports = String(Object.keys(lib).length);`);
    lines.push(`globalThis.__app = lib;`);
  }
  if (e.css) lines.push(`import ${JSON.stringify(e.cssImport ?? `${e.package}/${e.css}`)};`);
  return lines.join('\n') + '\n';
}
const JQUERY_GLOBAL = `import $ from 'jquery';\nwindow.jQuery = window.$ = $;\n`;

const page = (title: string, head: string, body = '') =>
  `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>${title}</title>\n${head}</head>\n<body>\n<div id="app"></div>\n${body}</body>\n</html>\n`;

/** Where a page's files go; `stamp` says what they were built from. */
function outDirOf(e: LibraryEntry, way: Way) {
  return path.join(cacheDir, 'pages', `${slugOf(e.package)}@${e.version}`, way);
}
function stampOf(e: LibraryEntry, way: Way): string {
  const builder =
    way === 'vite' || way === 'vite-named' || way === 'vite-lazy'
      ? `vite@${builderVersion('vite')}`
      : way === 'webpack'
        ? `webpack@${builderVersion('webpack')}`
        : '';
  return (
    crypto
      .createHash('sha256')
      // `named` shapes the vite-named page only: the other ways' pages stay cached when it changes
      .update(
        JSON.stringify([
          way === 'vite-named' ? e : { ...e, named: undefined },
          way,
          builder,
          way === 'vite-named'
            ? `${STAMP_VERSION}.${NAMED_RULE_VERSION}`
            : way === 'webpack'
              ? `${STAMP_VERSION}.${WEBPACK_CONFIG_VERSION}`
              : STAMP_VERSION,
        ]),
      )
      .digest('hex')
  );
}
/** Bump when the page templates or builder configurations change. */
const STAMP_VERSION = 5;
/** Bump when the rule of `typicalImports` changes (rebuilds the vite-named pages only). */
const NAMED_RULE_VERSION = 3;
/** Bump when the webpack configuration of `buildWebpack` changes (rebuilds the webpack pages only). */
const WEBPACK_CONFIG_VERSION = 1;

/**
 * Builds the `vite` way (whole module), with `named` the `vite-named` way (`typicalImports`), with `lazy` the
 * `vite-lazy` way (the entry `import()`s the whole module).
 */
async function buildVite(
  e: LibraryEntry,
  out: string,
  base: string,
  named = false,
  lazy = false,
): Promise<void> {
  const src = path.join(
    cacheDir,
    'src',
    slugOf(e.package),
    named ? 'vite-named' : lazy ? 'vite-lazy' : 'vite',
  );
  fs.rmSync(src, { recursive: true, force: true });
  fs.mkdirSync(src, { recursive: true });
  const spec = e.import === undefined ? e.package : e.import;
  const imports = named && spec ? await typicalImports(e, spec) : undefined;
  let entry = entrySource(e, imports);
  if (lazy) {
    fs.writeFileSync(path.join(src, 'app.js'), entry);
    entry = `import('./app.js').then((app) => { globalThis.__lazy = app; });\n`;
  }
  fs.writeFileSync(path.join(src, 'main.js'), entry);
  fs.writeFileSync(path.join(src, 'jquery-global.js'), JQUERY_GLOBAL);
  fs.writeFileSync(
    path.join(src, 'index.html'),
    page('app', '', '<script type="module" src="./main.js"></script>\n'),
  );
  const vite = (await import(
    pathToFileURL(require.resolve('vite', { paths: [cacheDir] })).href
  )) as typeof import('vite');
  const build = () =>
    vite.build({
      root: src,
      base,
      configFile: false,
      logLevel: 'silent',
      // stylesheets with old Internet Explorer hacks (`*zoom:1`, `@media (min-width:0\0)`: Foundation, Semantic UI,
      // Tachyons, GOV.UK Frontend) stop Vite 8's minifier (Lightning CSS) unless it drops the invalid rules, as
      // Vite's own error message advises an application to let it do; valid CSS is minified the same either way
      css: { lightningcss: { errorRecovery: true } },
      build: {
        outDir: out,
        emptyOutDir: true,
        reportCompressedSize: false,
        chunkSizeWarningLimit: 100_000,
        rollupOptions: {
          output: {
            entryFileNames: 'assets/[hash].js',
            chunkFileNames: 'assets/[hash].js',
            assetFileNames: 'assets/[hash][extname]',
          },
        },
      },
    });
  try {
    await build();
  } catch (err) {
    // a script that only runs for its effects (a jQuery plugin, a polyfill) exports nothing that Rollup sees, though
    // esbuild's CommonJS interop gives it a default: the application imports it for its side effects
    if (!(imports && 'default' in imports && /MISSING_EXPORT/.test(String((err as Error)?.message))))
      throw err;
    entry = entrySource(e, { sideEffects: true });
    fs.writeFileSync(path.join(src, 'main.js'), entry);
    await build();
  }
  // what the page was built from (not served: a dot file), for `--verbose` and a reader of the cache
  if (named) fs.writeFileSync(path.join(out, '.entry.js'), entry);
}

async function buildWebpack(e: LibraryEntry, out: string, base: string): Promise<void> {
  const src = path.join(cacheDir, 'src', slugOf(e.package), 'webpack');
  fs.rmSync(src, { recursive: true, force: true });
  fs.mkdirSync(src, { recursive: true });
  fs.writeFileSync(path.join(src, 'main.js'), entrySource(e));
  fs.writeFileSync(path.join(src, 'jquery-global.js'), JQUERY_GLOBAL);
  const webpack = require(path.join(cacheDir, 'node_modules/webpack'));
  const MiniCss = require(path.join(cacheDir, 'node_modules/mini-css-extract-plugin'));
  fs.rmSync(out, { recursive: true, force: true });
  const stats = await new Promise<{
    toJson: (o: object) => { assets: { name: string }[]; errors: { message: string }[] };
    hasErrors: () => boolean;
  }>((resolve, reject) =>
    webpack(
      {
        mode: 'production',
        context: src,
        entry: './main.js',
        output: {
          path: out,
          publicPath: base,
          filename: '[contenthash].js',
          chunkFilename: '[contenthash].js',
          assetModuleFilename: '[contenthash][ext]',
        },
        resolve: {
          // webpack's default, `node_modules` looked up from the importing file's directory upwards (as Node and Vite
          // resolve): a package's nested copy of a dependency wins over the cache's top-level one (Mermaid imports
          // its own stylis 4.4 from mermaid/node_modules, where the top level has 4.2, which lacks an export it uses)
          modules: ['node_modules'],
          fallback: {
            fs: false,
            path: false,
            crypto: false,
            stream: false,
            buffer: false,
            util: false,
            os: false,
            url: false,
            http: false,
            https: false,
            zlib: false,
            vm: false,
          },
        },
        resolveLoader: { modules: [path.join(cacheDir, 'node_modules')] },
        module: {
          rules: [
            // a root-relative `url(/assets/…)` names a file of the site's server (GOV.UK Frontend's fonts), not of
            // the package: left as written instead of failing the build
            {
              test: /\.css$/,
              use: [
                MiniCss.loader,
                { loader: 'css-loader', options: { url: { filter: (url: string) => !url.startsWith('/') } } },
              ],
            },
            { test: /\.(woff2?|ttf|eot|svg|png|jpe?g|gif|webp)$/, type: 'asset/resource' },
            { test: /\.m?js$/, resolve: { fullySpecified: false } },
          ],
        },
        plugins: [new MiniCss({ filename: '[contenthash].css' })],
        performance: { hints: false },
        infrastructureLogging: { level: 'none' },
      },
      (err: Error | null, s: never) => (err ? reject(err) : resolve(s)),
    ),
  );
  const info = stats.toJson({ assets: true, errors: true });
  if (stats.hasErrors())
    throw new Error(
      info.errors
        .map((x) => x.message)
        .join('\n')
        .slice(0, 500),
    );
  const files = info.assets.map((a) => a.name);
  const head = files
    .filter((f) => f.endsWith('.css'))
    .map((f) => `<link rel="stylesheet" href="${base}${f}">\n`)
    .join('');
  const body = files
    .filter((f) => f.endsWith('.js'))
    .map((f) => `<script src="${base}${f}"></script>\n`)
    .join('');
  fs.writeFileSync(path.join(out, 'index.html'), page('app', head, body));
}

/** `script` and `css` pages: the package's own files under `/v/<id>/`, served from the cache. */
function buildStatic(
  e: LibraryEntry,
  way: 'script' | 'css',
  out: string,
  all: Map<string, LibraryEntry>,
): void {
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  let head = '';
  let body = '';
  if (way === 'script') {
    for (const r of e.requires ?? []) {
      const dep = all.get(r);
      if (dep?.script) body += `<script src="/v/${idOf(dep.package)}/${dep.script}"></script>\n`;
    }
    body += `<script${e.module ? ' type="module"' : ''} src="/v/${idOf(e.package)}/${e.script}"></script>\n`;
  } else {
    head += `<link rel="stylesheet" href="/v/${idOf(e.package)}/${e.css}">\n`;
  }
  fs.writeFileSync(path.join(out, 'index.html'), page('app', head, body));
}

const applicable = (e: LibraryEntry, way: Way) =>
  way === 'vite-named' ? !!(e.import === undefined ? e.package : e.import) : applicableOther(e, way);
const applicableOther = (e: LibraryEntry, way: Way) =>
  way === 'script' ? !!e.script : way === 'css' ? !!e.css : e.import !== null || !!e.css;

/** Every file under `dir` (a built page), recursively. */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? filesUnder(path.join(dir, d.name)) : [path.join(dir, d.name)]));
}

/**
 * Whether the files a page serves state the package's version at all: the exact version string (an optional `v`
 * before it, no digit, letter or dot joined to either end) in the built page's files (`vite*`, `webpack`: entry,
 * chunks, stylesheets, `.LICENSE.txt`), or in the package's own file (`script`, `css`). A version no served byte states
 * cannot be found by any detector; the matrix prints the version rate against these pages too, the part of the
 * version rate a detector can still raise.
 */
function versionStated(e: LibraryEntry, way: Way): boolean {
  const files =
    way === 'script' || way === 'css'
      ? [path.join(cacheDir, 'node_modules', e.package, (way === 'script' ? e.script : e.css) as string)]
      : filesUnder(outDirOf(e, way));
  const escaped = e.version.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const stated = new RegExp(`(?<![\\w.])v?${escaped}(?![\\w]|\\.\\d)`);
  return files.some((f) => fs.existsSync(f) && stated.test(fs.readFileSync(f, 'latin1')));
}

/** When the cache's dependencies last changed (ms since the epoch): npm rewrites its lock file on each install. */
const installedAtMs = () => {
  try {
    return fs.statSync(path.join(cacheDir, 'node_modules', '.package-lock.json')).mtimeMs;
  } catch {
    return 0;
  }
};

/** Builds the pages not cached yet; returns the build error per page (`<package> <way>`). */
async function buildAll(
  entries: LibraryEntry[],
  all: Map<string, LibraryEntry>,
): Promise<Map<string, string>> {
  const failed = new Map<string, string>();
  let built = 0;
  for (const e of entries) {
    for (const way of ways) {
      if (!applicable(e, way)) continue;
      const out = outDirOf(e, way);
      const stampFile = path.join(out, '.stamp');
      const stamp = stampOf(e, way);
      const base = `/p/${idOf(e.package)}/${way}/`;
      if (fs.existsSync(stampFile)) {
        const prev = fs.readFileSync(stampFile, 'utf8');
        if (prev === stamp) continue;
        // a failed build is retried once the cache's dependencies changed (a peer dependency installed since)
        if (prev === `failed ${stamp}` && fs.statSync(stampFile).mtimeMs > installedAtMs()) {
          failed.set(`${e.package} ${way}`, fs.readFileSync(path.join(out, '.error'), 'utf8'));
          continue;
        }
      }
      const started = Date.now();
      try {
        if (way === 'vite' || way === 'vite-named' || way === 'vite-lazy')
          await buildVite(e, out, base, way === 'vite-named', way === 'vite-lazy');
        else if (way === 'webpack') await buildWebpack(e, out, base);
        else buildStatic(e, way, out, all);
        fs.writeFileSync(stampFile, stamp);
        built++;
        if (verbose) log(`built ${e.package} ${way} in ${Date.now() - started} ms`);
        if (verbose && way === 'vite-named')
          log(fs.readFileSync(path.join(out, '.entry.js'), 'utf8').trim().split('\n').join(' | '));
      } catch (err) {
        const message = String((err as Error)?.message ?? err)
          .split('\n')
          .slice(0, 3)
          .join(' ')
          .slice(0, 300);
        fs.mkdirSync(out, { recursive: true });
        fs.writeFileSync(stampFile, `failed ${stamp}`);
        fs.writeFileSync(path.join(out, '.error'), message);
        failed.set(`${e.package} ${way}`, message);
        log(`build failed: ${e.package} ${way}: ${message}`);
      }
    }
  }
  if (built) log(`built ${built} page(s)`);
  return failed;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.jpg': 'image/jpeg',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** One static server: `/p/<id>/<way>/…` built pages, `/v/<id>/…` the installed packages' files. */
function serve(entries: Map<string, LibraryEntry>): Promise<{ server: http.Server; port: number }> {
  const byId = new Map([...entries.values()].map((e) => [idOf(e.package), e]));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const parts = decodeURIComponent(url.pathname).split('/').filter(Boolean);
    let file: string | null = null;
    let root: string | null = null;
    if (parts[0] === 'p' && parts.length >= 3) {
      const e = byId.get(parts[1]);
      if (e) {
        root = outDirOf(e, parts[2] as Way);
        file = path.join(root, ...parts.slice(3));
      }
    } else if (parts[0] === 'v' && parts.length >= 3) {
      const e = byId.get(parts[1]);
      if (e) {
        root = path.join(cacheDir, 'node_modules', e.package);
        file = path.join(root, ...parts.slice(2));
      }
    }
    if (file && root && file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isDirectory())
      file = path.join(file, 'index.html');
    if (
      !file ||
      !root ||
      !file.startsWith(root) ||
      !fs.existsSync(file) ||
      path.basename(file).startsWith('.')
    ) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(200, {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=3600',
    });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as net.AddressInfo).port }),
    ),
  );
}

function runCli(cliArgs: string[]): Promise<CliLine[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cliPath, ...cliArgs], {
      stdio: ['ignore', 'pipe', verbose ? 'inherit' : 'ignore'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (out += d));
    child.once('error', reject);
    child.once('close', () =>
      resolve(
        out
          .split('\n')
          .filter((l) => l.trim())
          .map((l) => JSON.parse(l) as CliLine),
      ),
    );
  });
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a');
const pad = (s: string, n: number) => (s.length >= n ? s.slice(0, n) : s + ' '.repeat(n - s.length));

function cellText(c: Cell | undefined): string {
  if (!c) return '';
  if (c.status === 'build-failed') return '!';
  if (c.status === 'error') return 'E';
  if (c.status === 'missed') return '✗';
  return c.versionOk ? `✓ ${c.version}` : `~ ${c.version ?? '–'}`;
}

async function main() {
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const all = new Map(manifest.libraries.map((e) => [e.package, e]));
  let entries = manifest.libraries.filter(
    (e) => !filter || filter.test(e.package) || filter.test(e.technology) || filter.test(e.kind),
  );
  entries = entries.slice(0, limit);
  const withRequires = [...entries];
  for (const e of entries)
    for (const r of e.requires ?? [])
      if (all.has(r) && !withRequires.includes(all.get(r)!)) withRequires.push(all.get(r)!);
  install(manifest, withRequires);
  const failed = await buildAll(entries, all);

  const { server, port } = await serve(all);
  const host = 'libraries.test';
  try {
    const pages: { e: LibraryEntry; way: Way; url: string }[] = [];
    for (const e of entries)
      for (const way of ways)
        if (applicable(e, way) && !failed.has(`${e.package} ${way}`))
          pages.push({ e, way, url: `http://${host}:${port}/p/${idOf(e.package)}/${way}/` });
    log(`analysing ${pages.length} page(s)${browser ? ' with the browser' : ''} …`);
    const started = Date.now();
    const lines = await runCli([
      'analyze',
      ...pages.map((p) => p.url),
      '--json',
      '--allow-private',
      '--no-dns',
      '--concurrency',
      browser ? '2' : '4',
      '--timeout',
      '60000',
      '--resolve',
      `${host}:${port}:127.0.0.1`,
      browser ? '--browser' : '--no-browser',
    ]);
    if (lines.length !== pages.length)
      throw new Error(`CLI printed ${lines.length} results for ${pages.length} pages`);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);

    const cells = new Map<string, Cell>();
    pages.forEach((p, i) => {
      const line = lines[i];
      const key = `${p.e.package} ${p.way}`;
      if (line.error) {
        cells.set(key, { status: 'error', version: null, versionOk: false, detail: line.error.code });
        return;
      }
      const t = (line.technologies ?? []).find((x) => x.name === p.e.technology);
      const stated = versionStated(p.e, p.way);
      cells.set(
        key,
        t
          ? {
              status: 'found',
              version: t.version,
              versionOk: normVersion(t.version) === normVersion(p.e.version),
              stated,
            }
          : { status: 'missed', version: null, versionOk: false, stated },
      );
      if (verbose)
        log(
          `${key}: ${(line.technologies ?? []).map((x) => `${x.name}${x.version ? ' ' + x.version : ''}`).join(', ')}`,
        );
    });
    for (const [key, message] of failed)
      cells.set(key, { status: 'build-failed', version: null, versionOk: false, detail: message });

    const previous: Record<string, Cell> | null = compareWith
      ? (JSON.parse(fs.readFileSync(compareWith, 'utf8')).cells as Record<string, Cell>)
      : null;

    console.log(
      `\nLibrary matrix: ${entries.length} package(s), ${pages.length} page(s), ${browser ? 'passive + browser' : 'passive'}, ${seconds} s` +
        `\n✓ found with the right version · ~ found, version missing or other · ✗ not found · ! not built · E analysis error\n`,
    );
    console.log(
      [pad('package@version', 34), pad('technology', 24), ...ways.map((w) => pad(w, 16))].join(' '),
    );
    for (const e of entries) {
      const row = [pad(`${e.package}@${e.version}`, 34), pad(e.technology, 24)];
      for (const w of ways) {
        const c = cells.get(`${e.package} ${w}`);
        let text = applicable(e, w) ? cellText(c) : '';
        const before = previous?.[`${e.package} ${w}`];
        if (previous && applicable(e, w) && cellText(before) !== text)
          text = `${cellText(before) || '·'}→${text}`;
        row.push(pad(text, 16));
      }
      console.log(row.join(' '));
    }

    // totals: per way, per kind × way, and all pages; rate over pages built (failed builds are listed apart)
    const tally = (
      pred: (e: LibraryEntry, w: Way) => boolean,
      from: Map<string, Cell> | Record<string, Cell>,
    ) => {
      let pagesN = 0;
      let found = 0;
      let versions = 0;
      let stated = 0;
      let statedRight = 0;
      const get = (k: string) => (from instanceof Map ? from.get(k) : from[k]);
      for (const e of entries)
        for (const w of ways) {
          if (!applicable(e, w) || !pred(e, w)) continue;
          const c = get(`${e.package} ${w}`);
          if (!c || c.status === 'build-failed') continue;
          pagesN++;
          if (c.status === 'found') found++;
          if (c.versionOk) versions++;
          if (c.stated) {
            stated++;
            if (c.versionOk) statedRight++;
          }
        }
      return { pagesN, found, versions, stated, statedRight };
    };
    const fmt = (t: ReturnType<typeof tally>) =>
      `${pad(String(t.pagesN), 6)} ${pad(`${t.found} ${pct(t.found, t.pagesN)}`, 14)} ${pad(`${t.versions} ${pct(t.versions, t.pagesN)}`, 14)} ` +
      pad(`${t.statedRight}/${t.stated} ${pct(t.statedRight, t.stated)}`, 18);
    console.log(
      `\n${pad('', 24)} ${pad('pages', 6)} ${pad('found', 14)} ${pad('version right', 14)} ${pad('right where stated', 18)}${previous ? '   before: pages found version stated' : ''}`,
    );
    const line = (label: string, pred: (e: LibraryEntry, w: Way) => boolean) =>
      console.log(
        `${pad(label, 24)} ${fmt(tally(pred, cells))}${previous ? `   ${fmt(tally(pred, previous))}` : ''}`,
      );
    for (const w of ways) line(`way ${w}`, (_e, x) => x === w);
    const kinds = [...new Set(entries.map((e) => e.kind))];
    for (const k of kinds) line(`kind ${k}`, (e) => e.kind === k);
    line('all pages', () => true);
    if (failed.size) {
      console.log(`\nnot built (${failed.size}):`);
      for (const [k, m] of failed) console.log(`  ${k}: ${m.slice(0, 160)}`);
    }
    if (jsonOut) {
      fs.writeFileSync(
        jsonOut,
        JSON.stringify(
          { browser, ways, packages: entries.length, cells: Object.fromEntries(cells) },
          null,
          1,
        ),
      );
      log(`results written to ${jsonOut}`);
    }
  } finally {
    server.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
