import { buildFingerprintSet, type RawTechnology } from '../fingerprints/load';
import { emptySignals, type Detection, type Signals } from '../types';
import { detect } from './detect';
import { chooseVersion, compareVersionStrings } from './resolve-detections';

const cats = {
  '1': { name: 'CMS', priority: 1 },
  '27': { name: 'Programming languages', priority: 5 },
  '59': { name: 'JavaScript libraries', priority: 9 },
};
const run = (techs: Record<string, RawTechnology>, patch: Partial<Signals>): Detection[] =>
  detect({ ...emptySignals('https://example.com/'), ...patch }, buildFingerprintSet(techs, cats));
const brief = (ds: Detection[]) => ds.map((d) => [d.name, d.confidence, d.version, d.implied]);

describe('confidence', () => {
  it('sums pattern confidences per technology, capped at 100', () => {
    const techs = {
      A: { cats: [1], html: ['alpha\\;confidence:30', 'beta\\;confidence:40'] },
      B: { cats: [1], html: ['alpha\\;confidence:80', 'beta\\;confidence:80'] },
    };
    expect(brief(run(techs, { html: 'alpha beta' }))).toEqual([
      ['B', 100, null, false],
      ['A', 70, null, false],
    ]);
  });
  it('drops results with confidence ≤ 0', () => {
    expect(run({ Z: { cats: [1], html: 'alpha\\;confidence:0' } }, { html: 'alpha' })).toEqual([]);
    expect(
      run(
        { N: { cats: [1], html: ['alpha\\;confidence:-20', 'beta\\;confidence:10'] } },
        { html: 'alpha beta' },
      ),
    ).toEqual([]);
  });
  it('a pattern matching several values counts once', () => {
    expect(
      brief(
        run(
          { L: { cats: [59], scriptSrc: 'lib\\.js\\;confidence:40' } },
          { scriptSrc: ['a/lib.js', 'b/lib.js'] },
        ),
      ),
    ).toEqual([['L', 40, null, false]]);
  });
});

describe('build-time implies', () => {
  const sgCats = {
    ...cats,
    '57': { name: 'Static site generator', priority: 9 },
    '4': { name: 'Documentation', priority: 9 },
  };
  const techs: Record<string, RawTechnology> = {
    Hexo: { cats: [57], meta: { generator: 'Hexo' }, implies: 'Node.js' },
    Gatsby: { cats: [57], meta: { generator: 'Gatsby' }, implies: 'React' },
    MkDocs: { cats: [4], meta: { generator: 'mkdocs' }, implies: 'Python' },
    Express: { cats: [1], headers: { 'X-Powered-By': '^Express$' }, implies: 'Node.js' },
    'Node.js': { cats: [27] },
    Python: { cats: [27] },
    React: { cats: [59] },
  };
  const set = buildFingerprintSet(techs, sgCats, {
    buildTime: {
      maxConfidence: 50,
      categoryRules: [{ from: [57], to: [27] }],
      implications: [{ from: 'MkDocs', to: 'Python' }],
    },
  });
  const go = (patch: Partial<Signals>) => detect({ ...emptySignals('https://example.com/'), ...patch }, set);
  const names = (ds: Detection[]) => ds.map((d) => d.name).sort();

  it('a static site generator does not imply its build language on a static response', () => {
    const ds = go({
      meta: { generator: ['Hexo 7.3.0'] },
      headers: {
        server: ['nginx'],
        'last-modified': ['Tue, 01 Oct 2024 10:00:00 GMT'],
        etag: ['"66fbc8e0-1a2b"'],
      },
    });
    expect(names(ds)).toEqual(['Hexo']);
    // the category rule marks only generator → language: Gatsby still implies React (which runs in the browser)
    expect(names(go({ meta: { generator: ['Gatsby 5.13.0'] } }))).toEqual(['Gatsby', 'React']);
    // listed pairs outside the category rule
    expect(names(go({ meta: { generator: ['mkdocs-1.6.1, mkdocs-material-9.5'] } }))).toEqual(['MkDocs']);
  });

  it('with run-time evidence the build language is reported, capped, with an implied-at-build-time note', () => {
    const ds = go({
      meta: { generator: ['Hexo 7.3.0'] },
      headers: { 'set-cookie': ['connect.sid=s%3Aabc; Path=/; HttpOnly'] },
    });
    const node = ds.find((d) => d.name === 'Node.js')!;
    expect([node.confidence, node.implied]).toEqual([50, true]);
    expect(node.evidence).toEqual([
      {
        family: 'implies',
        key: 'Hexo',
        pattern: 'Node.js',
        value: 'Hexo',
        confidence: 50,
        inference: 'implied-at-build-time',
        note: 'Hexo is built with Node.js; kept because the response sets the session cookie "connect.sid"',
      },
    ]);
  });

  it('a run-time implication of the same technology wins over the build-time one', () => {
    const ds = go({ meta: { generator: ['Hexo 7.3.0'] }, headers: { 'x-powered-by': ['Express'] } });
    const node = ds.find((d) => d.name === 'Node.js')!;
    expect(node.confidence).toBe(100);
    expect(node.evidence.map((e) => [e.key, e.inference, e.confidence])).toEqual([
      ['Express', 'implied', 100],
      ['Hexo', 'implied-at-build-time', 50],
    ]);
  });

  it('rejects build-time rules naming unknown categories, unknown pairs or a bad cap', () => {
    const bad = (buildTime: Parameters<typeof buildFingerprintSet>[2]) => () =>
      buildFingerprintSet(techs, sgCats, buildTime);
    expect(
      bad({ buildTime: { maxConfidence: 50, categoryRules: [{ from: [999], to: [27] }], implications: [] } }),
    ).toThrow('unknown category id 999');
    expect(
      bad({
        buildTime: { maxConfidence: 50, categoryRules: [], implications: [{ from: 'Hexo', to: 'Python' }] },
      }),
    ).toThrow('"Hexo" does not imply "Python"');
    expect(bad({ buildTime: { maxConfidence: 0, categoryRules: [], implications: [] } })).toThrow(
      'maxConfidence',
    );
  });
});

describe('implies', () => {
  it('follows chains to a fixed point, with min(parent, tag) confidence', () => {
    const techs = {
      WordPress: { cats: [1], html: 'wp-content\\;confidence:90', implies: ['PHP\\;confidence:50', 'MySQL'] },
      PHP: { cats: [27], implies: 'Zend Engine' },
      MySQL: { cats: [1] },
      'Zend Engine': { cats: [27] },
    };
    const ds = run(techs, { html: '/wp-content/' });
    expect(brief(ds)).toEqual([
      ['MySQL', 90, null, true],
      ['WordPress', 90, null, false],
      ['PHP', 50, null, true],
      ['Zend Engine', 50, null, true],
    ]);
    expect(ds.find((d) => d.name === 'PHP')!.evidence).toEqual([
      {
        family: 'implies',
        key: 'WordPress',
        pattern: 'PHP\\;confidence:50',
        value: 'WordPress',
        confidence: 50,
        inference: 'implied',
        note: 'WordPress runs on PHP',
      },
    ]);
  });
  it('terminates on cycles', () => {
    const techs = {
      A: { cats: [1], html: 'aaa', implies: 'B' },
      B: { cats: [1], implies: 'C' },
      C: { cats: [1], implies: 'A' },
    };
    expect(brief(run(techs, { html: 'aaa' }))).toEqual([
      ['A', 100, null, false],
      ['B', 100, null, true],
      ['C', 100, null, true],
    ]);
  });
  it('a technology also seen directly keeps its own confidence and is not implied', () => {
    const techs = {
      A: { cats: [1], html: 'aaa', implies: 'B\\;confidence:20' },
      B: { cats: [1], html: 'bbb\\;confidence:60' },
    };
    expect(brief(run(techs, { html: 'aaa bbb' }))).toEqual([
      ['A', 100, null, false],
      ['B', 60, null, false],
    ]);
  });
  it('takes the strongest parent', () => {
    const techs = {
      A: { cats: [1], html: 'aaa\\;confidence:30', implies: 'C' },
      B: { cats: [1], html: 'bbb\\;confidence:70', implies: 'C\\;confidence:60' },
      C: { cats: [1] },
    };
    expect(brief(run(techs, { html: 'aaa bbb' }))).toEqual([
      ['B', 70, null, false],
      ['C', 60, null, true],
      ['A', 30, null, false],
    ]);
  });
  it('an implies version tag is the weakest candidate', () => {
    const techs = {
      Hyva: { cats: [1], html: 'hyva', implies: 'Magento\\;version:2' },
      Magento: { cats: [1], html: 'Magento/([\\d.]+)\\;version:\\1' },
    };
    expect(brief(run(techs, { html: 'hyva' }))).toEqual([
      ['Hyva', 100, null, false],
      ['Magento', 100, '2', true],
    ]);
    expect(brief(run(techs, { html: 'hyva Magento/2.4.6' }))).toEqual([
      ['Hyva', 100, null, false],
      ['Magento', 100, '2.4.6', false],
    ]);
  });
});

describe('excludes', () => {
  it('removes excluded technologies before implies, and implies cannot bring them back', () => {
    const techs = {
      Shopify: { cats: [1], html: 'shopify', excludes: 'WooCommerce' },
      WooCommerce: { cats: [1], html: 'woocommerce\\;confidence:50' },
      Theme: { cats: [1], html: 'theme', implies: 'WooCommerce' },
    };
    expect(brief(run(techs, { html: 'shopify woocommerce theme' }))).toEqual([
      ['Shopify', 100, null, false],
      ['Theme', 100, null, false],
    ]);
  });
  it('an excluded technology does not exclude others (strongest first)', () => {
    const techs = {
      A: { cats: [1], html: 'aaa', excludes: 'B' },
      B: { cats: [1], html: 'bbb\\;confidence:50', excludes: 'A' },
    };
    expect(brief(run(techs, { html: 'aaa bbb' }))).toEqual([['A', 100, null, false]]);
  });
});

describe('requires / requiresCategory', () => {
  const techs = {
    WordPress: { cats: [1], meta: { generator: 'WordPress' }, implies: 'PHP' },
    PHP: { cats: [27] },
    'WP Plugin': { cats: [59], scriptSrc: 'plugin\\.js', requires: 'WordPress' },
    'Plugin Addon': { cats: [59], scriptSrc: 'addon\\.js', requires: 'WP Plugin' },
    'PHP Lib': { cats: [59], html: 'php-lib', requiresCategory: 27 },
  };
  it('gated technologies are ignored without their prerequisite', () => {
    expect(brief(run(techs, { scriptSrc: ['x/plugin.js', 'x/addon.js'], html: 'php-lib' }))).toEqual([]);
  });
  it('are considered once a prerequisite is detected (chains, implied prerequisites, categories)', () => {
    expect(
      brief(
        run(techs, {
          meta: { generator: ['WordPress'] },
          scriptSrc: ['x/plugin.js', 'x/addon.js'],
          html: 'php-lib',
        }),
      ),
    ).toEqual([
      ['PHP', 100, null, true],
      ['PHP Lib', 100, null, false],
      ['Plugin Addon', 100, null, false],
      ['WP Plugin', 100, null, false],
      ['WordPress', 100, null, false],
    ]);
  });
});

describe('versions', () => {
  it('chooseVersion: strength first, then most segments, then highest', () => {
    expect(
      chooseVersion([
        { version: '1.2', strength: 2 },
        { version: '1.2.3', strength: 2 },
        { version: '1.10', strength: 2 },
      ]),
    ).toBe('1.2.3');
    expect(
      chooseVersion([
        { version: '1.2.3', strength: 2 },
        { version: '1.10.0', strength: 2 },
      ]),
    ).toBe('1.10.0');
    expect(
      chooseVersion([
        { version: '6.4.2', strength: 1 },
        { version: '3.7', strength: 2 },
      ]),
    ).toBe('3.7');
    expect(
      chooseVersion([
        { version: '3.7.1', strength: 2 },
        { version: '3.6', strength: 3 },
      ]),
    ).toBe('3.6');
  });
  it('chooseVersion: a contents version that extends the chosen runtime one refines it', () => {
    // TinyMCE 8.9.2: runtime tinyMCE.majorVersion "8", the dist file's banner "TinyMCE version 8.9.2"
    expect(
      chooseVersion([
        { version: '8', strength: 4 },
        { version: '8.9.2', strength: 3 },
      ]),
    ).toBe('8.9.2');
    // a different release is no refinement, nor is a file name's or a query string's version
    expect(
      chooseVersion([
        { version: '8', strength: 4 },
        { version: '80.1', strength: 3 },
        { version: '8.1', strength: 2 },
        { version: '8.2', strength: 1 },
      ]),
    ).toBe('8');
  });
  it('chooseVersion: ignores empty, long and timestamp-like candidates', () => {
    expect(
      chooseVersion([
        { version: '1699999999', strength: 2 },
        { version: '1.0.0.0.0.0.0.0.0', strength: 2 },
        { version: ' ', strength: 2 },
      ]),
    ).toBeNull();
    expect(
      chooseVersion([
        { version: '20240105', strength: 2 },
        { version: '2024.01.05', strength: 2 },
      ]),
    ).toBe('2024.01.05');
    expect(chooseVersion([])).toBeNull();
  });
  it('compareVersionStrings is numeric', () => {
    expect(compareVersionStrings('1.10', '1.9')).toBeGreaterThan(0);
    expect(compareVersionStrings('2.0', '2.0.1')).toBeLessThan(0);
    expect(compareVersionStrings('1.0', '1.0')).toBe(0);
  });
  it('detect: a runtime js value beats a file name, a file name beats a query string', () => {
    const techs = {
      jQuery: {
        cats: [59],
        scriptSrc: [
          'jquery[.-]([\\d.]+)(?:\\.min)?\\.js\\;version:\\1',
          'jquery(?:\\.min)?\\.js\\?ver=([\\d.]+)\\;version:\\1',
        ],
        js: { 'jQuery.fn.jquery': '([\\d.]+)\\;version:\\1' },
      },
    };
    const query = { scriptSrc: ['https://x/wp-includes/js/jquery/jquery.min.js?ver=6.4.2'] };
    expect(run(techs, query)[0].version).toBe('6.4.2');
    expect(run(techs, { scriptSrc: [...query.scriptSrc, 'https://cdn/jquery-3.6.min.js'] })[0].version).toBe(
      '3.6',
    );
    expect(
      run(techs, {
        scriptSrc: [...query.scriptSrc, 'https://cdn/jquery-3.6.min.js'],
        js: { 'jQuery.fn.jquery': '3.7.1' },
      })[0].version,
    ).toBe('3.7.1');
  });
  it('detect: a banner in script/stylesheet contents beats a file name, a runtime value beats both', () => {
    const techs = {
      jQuery: {
        cats: [59],
        scriptSrc: ['jquery[.-]([\\d.]+)(?:\\.min)?\\.js\\;version:\\1'],
        scripts: ['/\\*! jQuery v([\\d.]+)\\;version:\\1'],
        css: ['/\\*! jQuery theme v([\\d.]+)\\;version:\\1'],
        js: { 'jQuery.fn.jquery': '([\\d.]+)\\;version:\\1' },
      },
    };
    const misnamed = {
      scriptSrc: ['https://x/jquery-3.6.0.min.js'],
      scripts: ['/*! jQuery v3.6.1 | (c) OpenJS Foundation */'],
    };
    expect(run(techs, { scriptSrc: misnamed.scriptSrc })[0].version).toBe('3.6.0');
    expect(run(techs, misnamed)[0].version).toBe('3.6.1');
    expect(
      run(techs, { scriptSrc: misnamed.scriptSrc, css: ['/*! jQuery theme v3.5.9 */'] })[0].version,
    ).toBe('3.5.9');
    expect(run(techs, { ...misnamed, js: { 'jQuery.fn.jquery': '3.7.1' } })[0].version).toBe('3.7.1');
  });
});

describe('detect output', () => {
  it('sorted by confidence desc then name, with slug, categories and evidence', () => {
    const ds = run(
      {
        Zeta: { cats: [59], html: 'zeta' },
        alpha: { cats: [59], html: 'alpha\\;confidence:50' },
        Beta: { cats: [1, 59], headers: { server: 'Beta/(\\d+)\\;version:\\1' } },
      },
      { html: 'zeta alpha', headers: { server: ['Beta/7'] } },
    );
    expect(ds).toEqual([
      {
        name: 'Beta',
        slug: 'beta',
        version: '7',
        confidence: 100,
        categoryIds: [1, 59],
        implied: false,
        evidence: [
          {
            family: 'headers',
            key: 'server',
            pattern: 'Beta/(\\d+)',
            value: 'Beta/7',
            confidence: 100,
            version: '7',
          },
        ],
      },
      {
        name: 'Zeta',
        slug: 'zeta',
        version: null,
        confidence: 100,
        categoryIds: [59],
        implied: false,
        evidence: [{ family: 'html', pattern: 'zeta', value: 'zeta', confidence: 100 }],
      },
      {
        name: 'alpha',
        slug: 'alpha',
        version: null,
        confidence: 50,
        categoryIds: [59],
        implied: false,
        evidence: [{ family: 'html', pattern: 'alpha', value: 'alpha', confidence: 50 }],
      },
    ]);
  });
  it('is pure: same input, same output, input untouched', () => {
    const techs = { A: { cats: [1], html: 'aaa', implies: 'B' }, B: { cats: [1] } };
    const fp = buildFingerprintSet(techs, cats);
    const s = { ...emptySignals('https://example.com/'), html: 'aaa' };
    const copy = JSON.parse(JSON.stringify(s));
    expect(detect(s, fp)).toEqual(detect(s, fp));
    expect(s).toEqual(copy);
  });
});
