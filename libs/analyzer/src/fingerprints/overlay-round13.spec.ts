/**
 * Fixtures of the round-13 overlay rules (API-reference renderers and documentation generators; libs/analyzer corpus
 * README "Round 13"): `fingerprints/overlay/round13.json` (RapiDoc, Stoplight, Scalar, GraphiQL, apiDoc, Compodoc,
 * Radix UI, Ionicons) and the round's additions to lit-html, core-js, Quill and Prism (`signatures.json`) and Font
 * Awesome and Tailwind CSS (`versions.json`). Small excerpts cut from the packages' own shipped files (rapidoc 9.3.8's
 * dist/rapidoc-min.js, @stoplight/elements 9.0.25's web-components.min.js, @scalar/api-reference 1.76.0's
 * dist/browser/standalone.js, graphiql 5.4.0 with @graphiql/react 0.39.1 as Vite bundles it, apidoc 1.2.0's
 * template and generated bundle, @compodoc/compodoc 2.0.0's template and js/libs), never a copy of a recorded site.
 * Each asserts the detection (and version) with the overlay and what upstream alone gave.
 */
import { evaluateStaticDom } from '../collect/static-dom';
import { found, pageAt, upstream, withOverlay } from './overlay.test-support';

const page = pageAt('https://docs.example.com/');

describe('overlay: round 13, API-reference renderers', () => {
  it("RapiDoc: its <rapi-doc> element and its bundle's banner with the version", () => {
    const html = page({
      html: '<head><meta charset="utf-8"/><script type="module" src="https://unpkg.com/rapidoc/dist/rapidoc-min.js"></script></head>' +
        '<body><rapi-doc spec-url="openapi.yaml"></rapi-doc></body>',
    });
    expect(found(html, 'RapiDoc')).toBeDefined();
    expect(upstream.technologies.has('RapiDoc')).toBe(false);
    const bundle = page({
      scripts: [
        '/*! RapiDoc 9.3.8 | Author - Mrinmoy Majumdar | License information can be found in rapidoc-min.js.LICENSE.txt  */\n' +
          '(()=>{var e,t,r={557:(e,t,r)=>{"use strict";const s=globalThis',
      ],
    });
    expect(found(bundle, 'RapiDoc')?.version).toBe('9.3.8');
    // another web component's element is not RapiDoc's
    expect(found(page({ html: '<rapi-docs-viewer></rapi-docs-viewer>' }), 'RapiDoc')).toBeUndefined();
  });

  it('Stoplight: the Elements web component and the class of its API layout, which upstream misses', () => {
    const html = page({
      html:
        '<script src="https://unpkg.com/@stoplight/elements/web-components.min.js"></script>\n' +
        '<elements-api\n      apiDescriptionUrl="openapi.yaml"\n      router="hash"\n      layout="sidebar"\n    />',
    });
    expect(found(html, 'Stoplight')).toBeDefined();
    expect(found(html, 'Stoplight', upstream)).toBeUndefined();
    const js = 'isResponsiveLayoutEnabled:p}=S();return w.createElement(Pu,{ref:s,className:"sl-elements-api",pin:!0,h:"full"},';
    expect(found(page({ scripts: [js] }), 'Stoplight')).toBeDefined();
    expect(found(page({ scripts: [js] }), 'Stoplight', upstream)).toBeUndefined();
  });

  it("Scalar: the README's createApiReference call and the version its browser build states", () => {
    const html = page({
      html: '<div id="app"></div>\n<script src="https://cdn.jsdelivr.net/npm/@scalar/api-reference"></script>\n' +
        "<script>\n  Scalar.createApiReference('#app', {\n    url: 'openapi.yaml',\n  })\n</script>",
    });
    expect(found(html, 'Scalar')).toBeDefined();
    expect(found(html, 'Scalar', upstream)).toBeUndefined();
    const banner =
      '/*!\n*    _____ _________    __    ___    ____\n* /____/\\____/_/  |_/_____/_/  |_/_/ |_|\n*\n' +
      '* @scalar/api-reference 1.76.0\n*\n* Website: https://scalar.com\n* GitHub:  https://github.com/scalar/scalar\n**/\n';
    expect(found(page({ scripts: [banner] }), 'Scalar')?.version).toBe('1.76.0');
    expect(found(page({ scripts: [banner] }), 'Scalar', upstream)).toBeUndefined();
    const log = 'odr=[`role`];typeof window<`u`&&console.info(`@scalar/api-reference@1.76.0`);var sdr=k({__name:`ApiReference`';
    expect(found(page({ scripts: [log] }), 'Scalar')?.version).toBe('1.76.0');
    // the older data-url form of its docs
    const older = page({ html: '<script id="api-reference" data-url="https://example.com/openapi.json"></script>' });
    expect(found(older, 'Scalar')).toBeDefined();
  });

  it('GraphiQL: the root class its component renders, implying GraphQL', () => {
    const js =
      'return(0,Q.jsx)(`div`,{"data-testid":`graphiql-container`,className:Ie(`graphiql-container`,r),children:';
    const p = page({ scripts: [js] });
    expect(found(p, 'GraphiQL')).toBeDefined();
    expect(found(p, 'GraphQL')).toBeDefined();
    expect(found(p, 'GraphQL', upstream)).toBeUndefined();
    expect(upstream.technologies.has('GraphiQL')).toBe(false);
    // a class that only contains the name is not GraphiQL's root
    expect(found(page({ scripts: ['className:"my-graphiql-container-wrapper"'] }), 'GraphiQL')).toBeUndefined();
  });

  it("Radix UI: its popper's size properties in a bundle (the stylesheet may not be read)", () => {
    const js =
      'apply:({elements:e,rects:t,availableWidth:n,availableHeight:r})=>{let{width:i,height:a}=t.reference,o=e.floating.style;' +
      'o.setProperty(`--radix-popper-available-width`,`${n}px`),o.setProperty(`--radix-popper-available-height`,`${r}px`)';
    // Radix UI requires React (here its run-time global)
    const p = page({ scripts: [js], js: { React: true, 'React.version': '19.3.1' } });
    expect(found(p, 'Radix UI')).toBeDefined();
    expect(found(p, 'Radix UI', upstream)).toBeUndefined();
  });
});

describe('overlay: round 13, documentation generators', () => {
  it("apiDoc: its template's Handlebars scripts and the generator record with the version", () => {
    const html = page({
      html:
        '<!-- SIDENAV -->\n<script id="template-sidenav" type="text/x-handlebars-template">\n<nav id="scrollingNav" ' +
        'class="col-sm-3 col-lg-2 sidebar-offcanvas">',
    });
    expect(found(html, 'apiDoc')).toBeDefined();
    expect(upstream.technologies.has('apiDoc')).toBe(false);
    const bundle = page({
      scripts: [
        'sampleUrl:!1,defaultVersion:"0.0.0",apidoc:"0.3.0",generator:{name:"apidoc",time:"Sun Nov 29 2026 04:26:58 GMT+0000 ' +
          '(Coordinated Universal Time)",url:"https://apidocjs.com",version:"1.2.0"}}',
      ],
    });
    expect(found(bundle, 'apiDoc')?.version).toBe('1.2.0');
    // any other Handlebars template is not apiDoc's
    expect(found(page({ html: '<script id="entry-template" type="text/x-handlebars-template">' }), 'apiDoc')).toBeUndefined();
  });

  it("Compodoc: its menu element and the page globals its template writes", () => {
    const html = page({
      html:
        "<script>\n            var COMPODOC_CURRENT_PAGE_DEPTH = 0;\n            var COMPODOC_CURRENT_PAGE_CONTEXT = 'overview';\n" +
        '        </script>\n<div class="navbar navbar-default navbar-fixed-top d-md-none p-0">\n' +
        '    <div class="d-flex">\n        <a href="./" class="navbar-brand">Bookshelf</a>\n' +
        '        <button type="button" class="btn btn-default btn-menu ion-ios-menu" id="btn-menu"></button>\n    </div>\n</div>' +
        '<div class="xs-menu menu" id="mobile-menu">\n    <div id="book-search-input" role="search">' +
        '<input type="text" placeholder="Type to search"></div>\n    <compodoc-menu></compodoc-menu>\n</div>',
    });
    expect(found(html, 'Compodoc')).toBeDefined();
    expect(upstream.technologies.has('Compodoc')).toBe(false);
    expect(found(page({ html: '<compodoc-menu mode="normal"></compodoc-menu>' }), 'Compodoc')).toBeDefined();
  });

  it("Ionicons: its stylesheet's banner and font cache buster, and its v4 icon classes", () => {
    const css = page({
      css: [
        '/*!\n  Ionicons, v4.1.2\n  Created by Ben Sperry for the Ionic Framework, http://ionicons.com/\n*/' +
          '@font-face{font-family:"Ionicons";src:url("../fonts/ionicons.woff2?v=4.1.2") format("woff2")}',
      ],
    });
    expect(found(css, 'Ionicons')?.version).toBe('4.1.2');
    expect(found(css, 'Ionicons', upstream)).toBeUndefined();
    const html = page({ html: '<button type="button" class="btn btn-default btn-menu ion-ios-menu" id="btn-menu"></button>' });
    expect(found(html, 'Ionicons')).toBeUndefined(); // a button: icons are <i> or <span>
    const icon = page({ html: '<span class="icon ion-ios-information-circle-outline"></span><i class="ion-md-cog"></i>' });
    expect(found(icon, 'Ionicons')).toBeDefined();
    expect(found(icon, 'Ionicons', upstream)).toBeUndefined();
  });
});

describe('overlay: round 13, bundled libraries', () => {
  it("lit-html 1.x: its version registration without ??= (Compodoc's lit-html.js)", () => {
    const js = '(window.litHtmlVersions||(window.litHtmlVersions=[])).push("1.0.0");t.html=function(e){';
    expect(found(page({ scripts: [js] }), 'lit-html')?.version).toBe('1.0.0');
    expect(found(page({ scripts: [js] }), 'lit-html', upstream)).toBeUndefined();
    // unminified 1.x source
    const src = "(window.litHtmlVersions || (window.litHtmlVersions = [])).push('1.4.1');";
    expect(found(page({ scripts: [src] }), 'lit-html')?.version).toBe('1.4.1');
  });

  it("core-js 1 and 2: the core module's version object (inside Handlebars' dist build)", () => {
    const min = 'v.exports=f},function(v,s){var u=v.exports={version:"1.2.6"};typeof __e=="number"&&(__e=u)},function(v,s,u){';
    expect(found(page({ scripts: [min] }), 'core-js')?.version).toBe('1.2.6');
    expect(found(page({ scripts: [min] }), 'core-js', upstream)).toBeUndefined();
    const yoda = 'function(e,t){var n=e.exports={version:"2.6.12"};"number"==typeof __e&&(__e=n)},';
    expect(found(page({ scripts: [yoda] }), 'core-js')?.version).toBe('2.6.12');
    const src = "var core = module.exports = { version: '2.6.12' };\nif (typeof __e == 'number') __e = core; // eslint-disable-line no-undef";
    expect(found(page({ scripts: [src] }), 'core-js')?.version).toBe('2.6.12');
    // another module's version object is not core-js
    expect(found(page({ scripts: ['var pkg={version:"1.2.6"};export default pkg;'] }), 'core-js')).toBeUndefined();
  });

  it("Quill: the editor's own class, not any class containing ql-editor (GraphiQL's graphiql-editor)", () => {
    const graphiql = '<div class="graphiql-editors"><section class="graphiql-query-editor"><div class="graphiql-editor"></div></section></div>';
    const observe = (html: string, set = withOverlay) => page({ html, dom: evaluateStaticDom(html, set.index.domPlan) });
    expect(found(observe(graphiql, upstream), 'Quill', upstream)).toBeDefined();
    expect(found(observe(graphiql), 'Quill')).toBeUndefined();
    const quill = '<div id="editor" class="ql-container ql-snow"><div class="ql-editor" contenteditable="true"><p>Hi</p></div></div>';
    expect(found(observe(quill), 'Quill')).toBeDefined();
  });

  it("Prism: prism-react-renderer's class (its vendored Prism core; Stoplight Elements' bundle)", () => {
    const js =
      '(void 0!==a?this.tokenize(t,r,a,n):[r]),className:"prism-code language-"+n,style:void 0!==i?i.root:{},getLineProps:this.getLineProps';
    expect(found(page({ scripts: [js] }), 'Prism')).toBeDefined();
    expect(found(page({ scripts: [js] }), 'Prism', upstream)).toBeUndefined();
  });

  it("Font Awesome: the SVG core's namespace and performance-mark prefix in a bundle, with the version", () => {
    const js =
      'var Mt=Ct.performance&&Ct.performance.mark&&Ct.performance.measure?Ct.performance:{mark:xr,measure:xr},' +
      "kr='FA \"6.1.1\"',Sr=function(e){return Tr.mark(\"\".concat(kr,\" \").concat(e,\" begins\"))";
    expect(found(page({ scripts: [js] }), 'Font Awesome')?.version).toBe('6.1.1');
    expect(found(page({ scripts: [js] }), 'Font Awesome', upstream)).toBeUndefined();
    const ns = 'var a=WINDOW.FontAwesomeConfig||{},w=WINDOW||{};w["___FONT_AWESOME___"]||(w["___FONT_AWESOME___"]={});';
    expect(found(page({ scripts: [ns] }), 'Font Awesome')).toBeDefined();
    expect(found(page({ scripts: [ns] }), 'Font Awesome', upstream)).toBeUndefined();
  });

  it('Tailwind CSS: the banner of a generated stylesheet a script injects', () => {
    const js =
      '(function(){try{if(typeof document<`u`){var e=document.createElement(`style`);e.setAttribute(`id`,`scalar-style`),' +
      'e.appendChild(document.createTextNode(`/*! tailwindcss v4.3.3 | MIT License | https://tailwindcss.com */@layer properties{';
    expect(found(page({ scripts: [js] }), 'Tailwind CSS')?.version).toBe('4.3.3');
    expect(found(page({ scripts: [js] }), 'Tailwind CSS', upstream)).toBeUndefined();
  });
});
