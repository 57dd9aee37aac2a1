/**
 * Fixtures of `fingerprints/overlay/round5.json` (gaps the fifth held-out corpus round showed; libs/analyzer/corpus
 * README "Round 5"): small hand-written signals imitating what the real software ships — the shape of Tornado's and
 * CherryPy's Server headers, the literal around the version in Redoc's bundles and reveal.js' dist files (checked on
 * npm redoc 2.1.5 / 2.5.4 and reveal.js 4.6.1 / 5.2.1 / 6.0.2) — never a copy of a recorded site. Each asserts the
 * detection or version with the overlay and that upstream alone lacked it.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('https://www.example.org/');

describe('overlay: round5.json', () => {
  it.each([
    ['TornadoServer', 'TornadoServer/6.2', '6.2'],
    ['CherryPy', 'CherryPy/18.8.0', '18.8.0'],
  ])('%s: the Server header implies Python (the framework runs the site)', (name, server, version) => {
    const s = page({ headers: { server: [server] } });
    expect(found(s, name)?.version).toBe(version);
    expect(found(s, 'Python')).toBeDefined();
    expect(found(s, 'Python', upstream)).toBeUndefined();
  });

  it("ReDoc: the version in its bundles' error boundary, the standalone bundle by name", () => {
    // redoc.standalone.js 2.x: React.createElement("small",null," ReDoc Version: ","2.5.4")
    const bundle =
      '!function(e,t){e.Redoc=t()}(this,function(){var n={};' +
      'return n.createElement("small",null," ReDoc Version: ","2.5.4")," ",n.createElement("br",null)})';
    const s = page({ scriptSrc: ['https://www.example.org/docs/redoc.standalone.js'], scripts: [bundle] });
    expect(found(s, 'ReDoc')?.version).toBe('2.5.4');
    expect(found(s, 'ReDoc', upstream)).toBeUndefined();
    // the script alone (a bundle renamed by the site) still says ReDoc and its version
    expect(found(page({ scripts: [bundle] }), 'ReDoc')?.version).toBe('2.5.4');
    // the element without any script stays the upstream, version-less detection
    expect(found(page({ html: '<redoc spec-url="openapi.yaml"></redoc>' }), 'ReDoc')?.version).toBeNull();
  });

  it.each([
    // 4.x / 5.x dist/reveal.js (terser): the default config object, then the VERSION constant
    ['sortFragmentsOnSync:!0,dependencies:[],plugins:[]};const K="5.2.1";function $(n,o){}', '5.2.1'],
    // 6.x dist/reveal.js (template literal)
    ['pdfPageHeightOffset:-1,dependencies:[],plugins:[]},Ee=`6.0.2`;function z(a,s){}', '6.0.2'],
    // 6.x dist/reveal.mjs (formatted)
    ['\tpdfPageHeightOffset: -1,\n\tdependencies: [],\n\tplugins: []\n}, Ee = "6.0.2";\n', '6.0.2'],
  ])('Reveal.js: the VERSION constant after the default config (%#)', (script, version) => {
    const s = page({ scriptSrc: ['https://www.example.org/slides/dist/reveal.js'], scripts: [script] });
    expect(found(s, 'Reveal.js')?.version).toBe(version);
    expect(found(s, 'Reveal.js', upstream)?.version).toBeNull();
  });

  it('Reveal.js: an unrelated config object with empty plugins and a later constant is not a version', () => {
    const s = page({ scripts: ['var cfg={dependencies:[],plugins:[]};var other=1;const V="1.2.3";'] });
    expect(found(s, 'Reveal.js')).toBeUndefined();
  });
});
