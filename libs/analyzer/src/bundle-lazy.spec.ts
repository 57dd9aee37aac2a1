/**
 * The CLI bundle's stand-in for dom-serializer (scripts/lazy-dom-serializer.js, used by scripts/bundle-cli.js):
 * domutils works as with the real module, which is evaluated only when something serialises (issue 24 §2).
 */
import fs from 'node:fs';
import vm from 'node:vm';
import * as esbuild from 'esbuild';
import { parseDocument } from 'htmlparser2';
import { getOuterHTML } from 'domutils';

const { lazyDomSerializer } = require('../scripts/lazy-dom-serializer.js') as { lazyDomSerializer: esbuild.Plugin };

/** Marks dom-serializer's evaluation: its index pushes 'dom-serializer' to `globalThis.evaluated`. */
const markEvaluation: esbuild.Plugin = {
  name: 'mark-evaluation',
  setup(build) {
    build.onLoad({ filter: /[\\/]dom-serializer[\\/]lib[\\/]index\.js$/ }, (args) => ({
      contents: `globalThis.evaluated.push('dom-serializer');\n${fs.readFileSync(args.path, 'utf8')}`,
      loader: 'js',
    }));
  },
};

describe('lazy dom-serializer in the CLI bundle', () => {
  const code = "module.exports.domutils = require('domutils');";

  it('is evaluated at start-up without the stand-in (the cost it removes)', () => {
    return esbuild
      .build({
        stdin: { contents: code, resolveDir: __dirname, loader: 'js' },
        bundle: true,
        platform: 'node',
        format: 'cjs',
        write: false,
        plugins: [markEvaluation],
      })
      .then(({ outputFiles }) => {
        const context = vm.createContext({ module: { exports: {} }, require, evaluated: [] as string[] });
        vm.runInContext(outputFiles[0].text, context);
        expect(context.evaluated).toEqual(['dom-serializer']);
      });
  });

  it('is evaluated only on the first serialisation, with the same output as the real module', async () => {
    const { outputFiles } = await esbuild.build({
      stdin: { contents: code, resolveDir: __dirname, loader: 'js' },
      bundle: true,
      platform: 'node',
      format: 'cjs',
      write: false,
      plugins: [markEvaluation, lazyDomSerializer],
    });
    const module = { exports: {} as { domutils?: typeof import('domutils') } };
    const context = vm.createContext({ module, require, evaluated: [] as string[] });
    vm.runInContext(outputFiles[0].text, context);
    expect(context.evaluated).toEqual([]);
    const html = '<p class="a" title="é &amp; &quot;">x &lt; y<br>é<!-- c --></p><svg viewBox="0 0 1 1"><path/></svg>';
    const document = parseDocument(html);
    expect(module.exports.domutils!.getOuterHTML(document)).toBe(getOuterHTML(document));
    expect(module.exports.domutils!.getOuterHTML(document, { decodeEntities: false, xmlMode: true })).toBe(
      getOuterHTML(document, { decodeEntities: false, xmlMode: true }),
    );
    expect(context.evaluated).toEqual(['dom-serializer']);
  });
});
