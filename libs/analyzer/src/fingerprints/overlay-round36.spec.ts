/**
 * Fixtures of the round-36 overlay rules (what the thirty-sixth held-out corpus round showed missing; libs/analyzer
 * corpus README "Round 36"): `fingerprints/overlay/round36.json` — Django Debug Toolbar, nbconvert and Ion.RangeSlider
 * (none named by upstream), Shiny without a browser and Django's version in the toolbar — and the CDN URL versions of
 * Plotly and RequireJS (`signatures.json`), each from the shipped software (django-debug-toolbar 3.8.1's templates,
 * nbconvert 6.5.3's lab template, r-cran-shiny 1.7.4's dependencies and files, Ion.RangeSlider 2.3.1, plotly.py's
 * write_html, nbconvert's RequireJS link), never a copy of a recorded site. Each asserts the detection (and version) with
 * the overlay and what upstream alone does.
 */
import { found, pageAt, upstream } from './overlay.test-support';

const page = pageAt('http://apps.example.net/');

describe('overlay: round 36', () => {
  it('Django Debug Toolbar: its header and injected toolbar; the Django version its Versions panel shows', () => {
    const debug = page({
      headers: { 'djdt-store-id': ['c522931513ea4dce86405b115bc24267'] },
      html:
        '<link rel="stylesheet" href="/static/debug_toolbar/css/toolbar.css">\n<script type="module" src="/static/debug_toolbar/js/toolbar.js" async></script>\n' +
        '<div id="djDebug" class="djdt-hidden" dir="ltr"\n     data-store-id="c522931513ea4dce86405b115bc24267"\n     data-render-panel-url="/__debug__/render_panel/">\n' +
        '<li id="djdt-VersionsPanel" class="djDebugPanelButton">\n  <input type="checkbox" data-cookie="djdtVersionsPanel" checked title="Disable for next and successive requests">\n' +
        '    <a href="#" title="Versions" class="VersionsPanel">\n  Versions\n      <br><small>Django 3.2.25</small>\n    </a>\n</li>',
    });
    expect(found(debug, 'Django Debug Toolbar')).toBeDefined();
    expect(found(debug, 'Django')?.version).toBe('3.2.25');
    expect(found(debug, 'Django Debug Toolbar', upstream)).toBeUndefined();
    expect(found(debug, 'Django', upstream)).toBeUndefined();
    expect(found(page({ html: '<p>Django 3.2.25 with the debug toolbar</p>' }), 'Django')).toBeUndefined();
  });

  it("nbconvert: the lab template's notebook body", () => {
    const exported = page({
      html: '<title>readings</title>\n</head>\n<body class="jp-Notebook" data-jp-theme-light="true" data-jp-theme-name="JupyterLab Light">\n<div class="jp-Cell jp-MarkdownCell jp-Notebook-cell">',
    });
    expect(found(exported, 'nbconvert')).toBeDefined();
    expect(found(exported, 'nbconvert', upstream)).toBeUndefined();
    expect(found(page({ html: '<div class="jp-Notebook">' }), 'nbconvert')).toBeUndefined();
  });

  it("Shiny: its dependency list, script path and banner (version) without a browser", () => {
    const app = page({
      html:
        '<script type="application/shiny-singletons"></script>\n  <script type="application/html-dependencies">jquery[3.6.0];shiny-css[1.7.4];shiny-javascript[1.7.4];bootstrap[3.4.1]</script>',
      scriptSrc: ['http://apps.example.net/shiny-javascript-1.7.4/shiny.min.js'],
    });
    expect(found(app, 'Shiny')?.version).toBe('1.7.4');
    expect(found(app, 'Shiny', upstream)).toBeUndefined();
    const banner = page({ scripts: ['/*! shiny 1.8.1 | (c) 2012-2024 Posit, PBC. | License: GPL-3 | file LICENSE */\n"use strict";'] });
    expect(found(banner, 'Shiny')?.version).toBe('1.8.1');
  });

  it('Ion.RangeSlider: its file, version folder and constructor (version); it implies jQuery', () => {
    const slider = page({
      scriptSrc: ['http://apps.example.net/ionrangeslider-javascript-2.3.1/js/ion.rangeSlider.min.js'],
      scripts: ['w=\'<span class="irs-disable-mask"></span>\',b=function(t,i,e){this.VERSION="2.3.1",this.input=t,this.plugin_count=e,'],
    });
    expect(found(slider, 'Ion.RangeSlider')?.version).toBe('2.3.1');
    expect(found(slider, 'jQuery')?.implied).toBe(true);
    expect(found(slider, 'Ion.RangeSlider', upstream)).toBeUndefined();
    expect(found(page({ css: ['.irs{position:relative}.irs-line{position:relative;display:block}.irs-bar{top:0}.irs-handle{cursor:pointer}'] }), 'Ion.RangeSlider')).toBeDefined();
  });

  it("Plotly and RequireJS: the version of their CDN URLs", () => {
    const chart = page({ scriptSrc: ['https://cdn.plot.ly/plotly-2.6.3.min.js'] });
    expect(found(chart, 'Plotly')?.version).toBe('2.6.3');
    expect(found(chart, 'Plotly', upstream)?.version ?? null).toBeNull();
    const loader = page({ scriptSrc: ['https://cdnjs.cloudflare.com/ajax/libs/require.js/2.1.10/require.min.js'] });
    expect(found(loader, 'RequireJS')?.version).toBe('2.1.10');
    expect(found(loader, 'RequireJS', upstream)?.version ?? null).toBeNull();
  });
});
