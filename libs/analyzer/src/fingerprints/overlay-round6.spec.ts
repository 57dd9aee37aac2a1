/**
 * Fixtures of the round-6 overlay rules (gaps the sixth held-out corpus round showed; libs/analyzer/corpus README
 * "Round 6"): `fingerprints/overlay/round6.json` (Nagios, Icinga Web 2, phpLDAPadmin, Jupyter Notebook, Mithril's
 * bundle signature) and the round-6 patterns added to ECharts, OpenLayers (signatures.json), CodeMirror 6 and React's
 * UMD files (additions.json). Small hand-written signals imitating what the shipped files emit (Debian 12 nagios4-cgi
 * 4.4.6 htdocs, icingaweb2 2.11.4 layouts, phpldapadmin 1.2.6.3 lib/page.php, python3-notebook 6.4.12 templates and
 * namespace.js; npm mithril 2.3.8, echarts 6.1.0, ol 10.11.0, @codemirror/view 6.43.15), never a copy of a recorded
 * site. Each asserts the detection (and version) with the overlay and that upstream alone lacked it.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('https://monitor.example.org/');

describe('overlay: round 6 applications', () => {
  it('Nagios: the front page frameset, the version in main.php, PHP implied', () => {
    // htdocs/index.php: <title>Nagios: <?php echo $_SERVER['SERVER_NAME']; ?></title>, frames side.php + main.php
    const front = page({
      html:
        '<html><head><title>Nagios: monitor.example.org</title></head><frameset cols="180,*">' +
        '<frame src="side.php" name="side" frameborder="0" style=""><frame src="main.php" name="main">' +
        '<noframes><h2>Nagios Core</h2></noframes></frameset></html>',
    });
    expect(found(front, 'Nagios')?.version).toBeNull();
    expect(found(front, 'PHP')).toBeDefined();
    expect(found(front, 'Nagios', upstream)).toBeUndefined();
    // htdocs/main.php: the product block, then the version line (tab-indented)
    const main = page({
      html:
        '<title>Nagios Core</title><div id="currentversioninfo">\n' +
        '\t<div class="product">Nagios<sup><span style="font-size: small;">&reg;</span></sup> Core<sup>' +
        '<span style="font-size: small;">&trade;</span></sup></div>\n\t<div class="version">Version 4.4.6</div>',
    });
    expect(found(main, 'Nagios')?.version).toBe('4.4.6');
  });

  it('Nagios: another page titled with a colon after another name is not Nagios', () => {
    expect(found(page({ html: '<title>Status: all hosts up</title><h2>Nagios-like</h2>' }), 'Nagios')).toBeUndefined();
  });

  it('Icinga Web 2: the application-name meta of its layouts and its combined script', () => {
    const s = page({ meta: { 'application-name': ['Icinga Web 2'] } });
    expect(found(s, 'Icinga Web 2')).toBeDefined();
    expect(found(s, 'PHP')).toBeDefined();
    expect(found(s, 'Icinga Web 2', upstream)).toBeUndefined();
    const script = page({ scriptSrc: ['https://monitor.example.org/icingaweb2/js/icinga.min.js'] });
    expect(found(script, 'Icinga Web 2')).toBeDefined();
    expect(found(page({ meta: { 'application-name': ['Icinga Director'] } }), 'Icinga Web 2')).toBeUndefined();
  });

  it.each([
    ['<title>phpLDAPadmin (1.2.6.3) - </title>', '1.2.6.3'],
    ['<title>phpLDAPadmin (1.2.6.7) - cn=admin,dc=example,dc=org My LDAP</title>', '1.2.6.7'],
    ['<title>phpLDAPadmin - 1.2.6.3</title>', '1.2.6.3'],
  ])('phpLDAPadmin: the title lib/page.php prints (%s)', (html, version) => {
    const s = page({ html });
    expect(found(s, 'phpLDAPadmin')?.version).toBe(version);
    expect(found(s, 'PHP')).toBeDefined();
    expect(found(s, 'phpLDAPadmin', upstream)).toBeUndefined();
  });

  it("Jupyter Notebook: the default title, its page bundle and the version namespace.js sets; Python implied", () => {
    const s = page(
      {
        html: '<title>Jupyter Notebook</title>',
        scriptSrc: ['https://lab.example.org/static/auth/js/main.min.js?v=20230527'],
        scripts: ['define("base/js/namespace",["jquery"],function(n){var Jupyter={};Jupyter.version = "6.4.12";return Jupyter})'],
      },
      'https://lab.example.org/login?next=%2Ftree%3F',
    );
    expect(found(s, 'Jupyter Notebook')?.version).toBe('6.4.12');
    expect(found(s, 'Python')).toBeDefined();
    expect(found(s, 'Jupyter Notebook', upstream)).toBeUndefined();
    // a tree page (other title) is still found by its bundle
    expect(found(page({ scriptSrc: ['https://lab.example.org/static/tree/js/main.min.js?v=1'] }), 'Jupyter Notebook')).toBeDefined();
  });
});

describe('overlay: round 6 signatures in bundles', () => {
  it.each([
    // hyperscript m(): render/hyperscript.js
    ['function m(e){if(null==e||"string"!=typeof e&&"function"!=typeof e&&"function"!=typeof e.view)throw Error(`The selector must be either a string or a component.`)}'],
    // m.mount: api/mount-redraw.js
    ['function mount(e,t){if(null!=t&&null==t.view&&"function"!=typeof t)throw new TypeError("m.mount expects a component, not a vnode.")}'],
  ])('Mithril: an error literal of its core in a bundle (%#)', (script) => {
    const s = page({ scripts: [script] });
    expect(found(s, 'Mithril')).toBeDefined();
    expect(found(s, 'Mithril', upstream)).toBeUndefined();
  });

  it('Mithril: upstream file-name rule kept (full copy)', () => {
    expect(found(page({ scriptSrc: ['https://cdn.example.org/mithril@2.2.2/mithril.min.js'] }), 'Mithril')).toBeDefined();
  });

  it('ECharts: the instance attribute key of a tree-shaken bundle, without a version', () => {
    const s = page({ scripts: ['var $C=new Date-0;var ew=`_echarts_instance_`;function tw(e){return e.getAttribute(ew)}'] });
    expect(found(s, 'ECharts')?.version).toBeNull();
    expect(found(s, 'ECharts', upstream)).toBeUndefined();
  });

  it('OpenLayers: the overlay container class literal of ol/Map.js in a bundle, and the rendered viewport', () => {
    const bundle = 'this.overlayContainerStopEvent_=document.createElement(`div`),this.overlayContainerStopEvent_.className=`ol-overlaycontainer-stopevent`';
    expect(found(page({ scripts: [bundle] }), 'OpenLayers')).toBeDefined();
    expect(found(page({ scripts: [bundle] }), 'OpenLayers', upstream)).toBeUndefined();
    const rendered = page({ dom: { 'div.ol-viewport > div.ol-overlaycontainer-stopevent': { exists: true } } });
    expect(found(rendered, 'OpenLayers')).toBeDefined();
    // the class name alone in a stylesheet-like string of another library is not enough: it must be a literal
    expect(found(page({ scripts: ['.ol-overlaycontainer-stopevent{pointer-events:none}'] }), 'OpenLayers')).toBeUndefined();
  });

  it('CodeMirror 6: a base-theme selector key of @codemirror/view in a bundle, and the rendered editor', () => {
    const bundle = 'var Lo=W.baseTheme({"&.cm-focused > .cm-scroller > .cm-cursorLayer":{animation:"steps(1) cm-blink 1.2s infinite"}})';
    expect(found(page({ scripts: [bundle] }), 'CodeMirror')?.version).toBeNull();
    expect(found(page({ scripts: [bundle] }), 'CodeMirror', upstream)).toBeUndefined();
    const rendered = page({ dom: { 'div.cm-editor > div.cm-scroller > div.cm-content': { exists: true } } });
    expect(found(rendered, 'CodeMirror')).toBeDefined();
  });

  it("React: the UMD file names of React 16-18 and the version of their unminified copies", () => {
    const s = page({
      scriptSrc: ['https://lab.example.org/static/components/react/react.production.min.js?v=93c0'],
      scripts: ["(function (global, factory) {\n  var ReactVersion = '18.1.0';\n})"],
    });
    expect(found(s, 'React')?.version).toBe('18.1.0');
    expect(found(page({ scriptSrc: ['https://lab.example.org/static/components/react/react-dom.production.min.js'] }), 'React')).toBeDefined();
    expect(found(page({ scriptSrc: ['https://lab.example.org/static/components/react/react-dom.production.min.js'] }), 'React', upstream)).toBeUndefined();
  });
});
