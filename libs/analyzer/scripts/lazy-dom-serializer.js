'use strict';
const path = require('node:path');

/** The package's directory: the stand-in's module path is relative to it (the bundle holds no absolute path). */
const packageDir = path.resolve(__dirname, '..');

/**
 * domutils (of css-select and our own DOM walks) requires dom-serializer for its `getOuterHTML`/`getInnerHTML`, which
 * no analysis calls; dom-serializer requires its own copy of `entities` (4.x, beside htmlparser2's 7.x), whose
 * HTML decoding and encoding tables are built when it is evaluated (~7-10 CPU-ms at every start; issue 24 §2). Here
 * domutils gets a stand-in whose `default` (the only export it uses) evaluates the real dom-serializer on its first
 * call: same function, same results, evaluated only when something serialises. Neither library's code changes.
 */
const LAZY_NAMESPACE = 'lazy-dom-serializer';
module.exports.lazyDomSerializer = {
  name: 'lazy-dom-serializer',
  setup(build) {
    build.onResolve({ filter: /^dom-serializer$/ }, (args) =>
      args.namespace === LAZY_NAMESPACE || !/[\\/]domutils[\\/]/.test(args.importer)
        ? undefined
        : { path: path.relative(packageDir, args.importer), namespace: LAZY_NAMESPACE },
    );
    build.onLoad({ filter: /.*/, namespace: LAZY_NAMESPACE }, (args) => ({
      // resolved from the importer's directory: domutils' own dom-serializer
      resolveDir: path.resolve(packageDir, path.dirname(args.path)),
      loader: 'js',
      contents: [
        'let real;',
        "const load = () => real || (real = require('dom-serializer'));",
        'exports.__esModule = true;',
        'exports.default = function render(node, options) { return load().default(node, options); };',
        "Object.defineProperty(exports, 'render', { enumerable: true, get: () => load().render });",
      ].join('\n'),
    }));
  },
};

