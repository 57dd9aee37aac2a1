/**
 * Fixtures of the round-11 overlay rules (what the eleventh held-out corpus round, production JavaScript builds from
 * npm, showed missing; libs/analyzer corpus README "Round 11"): `fingerprints/overlay/round11.json` (Verdaccio,
 * Redis Commander, Zigbee2MQTT) and the pnpm store paths of webpack's named module ids added to library records
 * (`signatures.json`: MUI, React Redux, Redux, Lodash, Marked, Day.js, Popper, Normalize.css; `additions.json`:
 * React Router). Small signals cut from the shipped npm files (verdaccio 5.33.0's @verdaccio/middleware template and
 * @verdaccio/ui-theme's static/vendors.*.js, redis-commander 0.9.0's web/views/layout.ejs, zigbee2mqtt-frontend
 * 0.9.21's dist/index.html), never a copy of a recorded site. Each asserts the detection (and version) with the
 * overlay and that upstream alone lacked it.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://registry.example.org/');

describe('overlay: round 11 applications', () => {
  it("Verdaccio: the UI options object the web template writes, with the server's version; Node.js implied", () => {
    const ui = page({
      html:
        '<title>Verdaccio</title>\n        <script>\n            window.__VERDACCIO_BASENAME_UI_OPTIONS={"darkMode":false,' +
        '"basename":"/","base":"https://registry.example.org/","primaryColor":"#4b5e40","version":"5.33.0","logo":""}\n        </script>',
    });
    expect(found(ui, 'Verdaccio')?.version).toBe('5.33.0');
    expect(found(ui, 'Node.js')).toBeDefined();
    expect(found(ui, 'Verdaccio', upstream)).toBeUndefined();
    expect(found(page({ html: '<title>Verdaccio</title>' }), 'Verdaccio')).toBeUndefined();
  });

  it("Redis Commander: its templates' title", () => {
    const home = page({ html: '<title>Redis Commander: Home</title>' });
    expect(found(home, 'Redis Commander')).toBeDefined();
    expect(found(home, 'Redis Commander', upstream)).toBeUndefined();
    expect(found(page({ html: '<title>Redis Commander</title>' }), 'Redis Commander')).toBeUndefined();
  });

  it("Zigbee2MQTT: the front end's built index.html title", () => {
    const ui = page({ html: '<title>Zigbee2MQTT</title>' });
    expect(found(ui, 'Zigbee2MQTT')).toBeDefined();
    expect(found(ui, 'Zigbee2MQTT', upstream)).toBeUndefined();
    expect(found(page({ html: '<title>Zigbee2MQTT devices guide</title>' }), 'Zigbee2MQTT')).toBeUndefined();
  });
});

describe("overlay: round 11 library versions from webpack's named module ids (pnpm store paths)", () => {
  // module ids of @verdaccio/ui-theme's static/vendors.*.js (webpack 5, built with pnpm)
  const id = (path: string) => `},"../../../node_modules/.pnpm/${path}":(e,t,n)=>{"use strict";`;
  const cases: [string, string, string][] = [
    [
      'MUI',
      '@mui+material@5.16.5_@emotion+react@11.10.6_@emotion+styled@11.10.6_@types+react@18.3.3_react-dom@18.2.0_react@18.2.0/node_modules/@mui/material/index.js',
      '5.16.5',
    ],
    [
      'React Redux',
      'react-redux@8.1.3_@types+react-dom@18.3.0_@types+react@18.3.3_react-dom@18.2.0_react@18.2.0_redux@4.2.1/node_modules/react-redux/es/utils/warning.js',
      '8.1.3',
    ],
    ['Redux', 'redux@4.2.1/node_modules/redux/es/redux.js', '4.2.1'],
    ['Lodash', 'lodash@4.17.21/node_modules/lodash/_DataView.js', '4.17.21'],
    ['Marked', 'marked@11.2.0/node_modules/marked/lib/marked.cjs', '11.2.0'],
    ['Day.js', 'dayjs@1.11.13/node_modules/dayjs/dayjs.min.js', '1.11.13'],
    ['Popper', '@popperjs+core@2.11.8/node_modules/@popperjs/core/lib/popper.js', '2.11.8'],
    ['Normalize.css', 'normalize.css@8.0.1/node_modules/normalize.css/normalize.css', '8.0.1'],
    [
      'React Router',
      'react-router@5.3.4_react@18.2.0/node_modules/react-router/esm/react-router.js',
      '5.3.4',
    ],
  ];
  it.each(cases)('%s: its own store path gives the version', (name, path, version) => {
    const bundle = page({ scripts: [id(path)] });
    expect(found(bundle, name)?.version).toBe(version);
    expect(found(bundle, name, upstream)?.version).toBeUndefined();
  });

  it("a package named only as another package's peer dependency is not detected", () => {
    // react-redux's store path names redux@4.2.1 and react-router-dom's names react-router's peers: only the
    // directory's own package counts
    const peers = page({
      scripts: [
        id(
          'react-redux@8.1.3_react-dom@18.2.0_react@18.2.0_redux@4.2.1/node_modules/react-redux/es/index.js',
        ) + id('react-router-dom@5.3.4_react@18.2.0/node_modules/react-router-dom/esm/react-router-dom.js'),
      ],
    });
    // (React Redux implies Redux, without a version)
    expect(found(peers, 'Redux')?.version).toBeNull();
    expect(found(peers, 'React Router')).toBeUndefined();
    // lodash-es is not lodash's store path either
    expect(
      found(page({ scripts: [id('lodash-es@4.17.21/node_modules/lodash-es/lodash.js')] }), 'Lodash'),
    ).toBeUndefined();
  });
});

describe('overlay: round 11 library signatures in bundles and a comment that is no tag manager', () => {
  it("core-js: core-js 3's shared store with the version (swagger-editor-dist 4.14.8's bundle)", () => {
    const bundle = page({
      scripts: [
        'var o="__core-js_shared__",a=e.exports=i[o]||s(o,{});(a.versions||(a.versions=[])).push({version:"3.40.0",' +
          'mode:n?"pure":"global",copyright:"© 2014-2025 Denis Pushkarev (zloirock.ru)",license:"https://github.com/zloirock/core-js/blob/v3.40.0/LICENSE"',
      ],
    });
    expect(found(bundle, 'core-js')?.version).toBe('3.40.0');
    expect(found(bundle, 'core-js', upstream)).toBeUndefined();
    // the Vite form of zigbee2mqtt-frontend 0.9.21's entry chunk (3.33: shared.js's call)
    const vite = page({
      scripts: [
        '})("versions",[]).push({version:"3.33.0",mode:"global",copyright:"© 2014-2023 Denis Pushkarev (zloirock.ru)"',
      ],
    });
    expect(found(vite, 'core-js')?.version).toBe('3.33.0');
    expect(
      found(
        page({ scripts: ['list.push({version:"1.0.0",mode:"global",copyright:"Example Inc."})'] }),
        'core-js',
      ),
    ).toBeUndefined();
  });

  it("Ace: the ace/ace module's exports before 1.4 (brace's Ace 1.2.9 in swagger-editor-dist 4.14.8)", () => {
    const bundle = page({
      scripts: [
        't.createEditSession=function(e,t){var r=new a(e,t);return r.setUndoManager(new l),r},t.EditSession=a,t.UndoManager=l,t.version="1.2.9"})),ace.acequire(["ace/ace"]',
      ],
    });
    expect(found(bundle, 'Ace')?.version).toBe('1.2.9');
    expect(found(bundle, 'Ace', upstream)).toBeUndefined();
  });

  it('Google Tag Manager: not from its HTML comments alone (swagger-editor-dist 4.14.8 index.html); still from its iframe', () => {
    const comments = page({
      html: '<title>Swagger Editor</title>\n  <!-- Google Tag Manager -->\n  <style>\n  </style>\n</head>\n<body>\n  <!-- Google Tag Manager (noscript) -->\n  <div id="swagger-editor"></div>',
    });
    expect(found(comments, 'Google Tag Manager')).toBeUndefined();
    expect(found(comments, 'Google Tag Manager', upstream)).toBeDefined();
    const noscript = page({
      html: '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-XXXX" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>',
    });
    expect(found(noscript, 'Google Tag Manager')).toBeDefined();
  });
});

describe('overlay: round 11 Immutable 3', () => {
  it("Immutable.js: Immutable 3's sentinels and trie constants (swagger-editor-dist 4.14.8's bundle), not pretty-format's", () => {
    const bundle = page({
      scripts: [
        'n.Set=i;var h="@@__IMMUTABLE_ITERABLE__@@",p="@@__IMMUTABLE_KEYED__@@",d="@@__IMMUTABLE_INDEXED__@@",f="@@__IMMUTABLE_ORDERED__@@",m="delete",g=5,y=1<<g,v=y-1,b={}',
      ],
    });
    expect(found(bundle, 'Immutable.js')).toBeDefined();
    expect(found(bundle, 'Immutable.js', upstream)).toBeUndefined();
    const prettyFormat = page({
      scripts: [
        'm1="@@__IMMUTABLE_ITERABLE__@@",h1="@@__IMMUTABLE_LIST__@@",f1="@@__IMMUTABLE_ORDERED__@@",y1="@@__IMMUTABLE_MAP__@@";',
      ],
    });
    expect(found(prettyFormat, 'Immutable.js')).toBeUndefined();
  });
});
