/**
 * Versions from script and stylesheet banners (issue 25 §1, §3) on the packages' shipped files: Bootstrap 5.3.3,
 * jQuery 3.7.1, Vue 3.5.45 and Moment.js 2.30.1 from the project's `node_modules` (pinned devDependencies), a chunk
 * esbuild bundles from them (legal comments gathered at the end of the chunk, esbuild's default), and the banner of
 * Debian's jquery-ui.js, the head of npm's backbone.js 1.6.1 and the banner template of @tailwindcss/browser 4.3.3
 * (`test/fixtures/banners/`, unedited excerpts).
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { buildSync } from 'esbuild';
import { loadFingerprints } from '../fingerprints/load';
import type { Signals } from '../types';
import { emptySignals } from '../types';
import {
  addBannerVersionMatches,
  bannerAliases,
  bannerLineVersions,
  findBanners,
  findRuntimeBanners,
  technologiesOfBannerAlias,
} from './banner-versions';
import { detect } from './detect';
import { matchSignals, VERSION_STRENGTH } from './match';

const fingerprints = loadFingerprints();
const modules = path.dirname(path.dirname(require.resolve('jquery/package.json')));
const shipped = (file: string) => readFileSync(path.join(modules, file), 'utf8');
const fixture = (file: string) =>
  readFileSync(path.join(__dirname, '../../test/fixtures/banners', file), 'utf8');

const bootstrapCss = shipped('bootstrap/dist/css/bootstrap.min.css');
const bootstrapJs = shipped('bootstrap/dist/js/bootstrap.bundle.min.js');
const jquery = shipped('jquery/dist/jquery.js');
const vue = shipped('vue/dist/vue.global.prod.js');
const moment = shipped('moment/moment.js');
const jqueryUiBanner = fixture('jquery-ui-1.13.2.debian.banner.js.txt');

const isName = (alias: string) =>
  [...fingerprints.technologies.keys()].some((name) => bannerAliases(name).includes(alias));
const signals = (scripts: string[], css: string[] = []): Signals => ({
  ...emptySignals('https://app.example.org/'),
  scripts,
  css,
});
/** The matches of the page with the banner versions added, by technology: the versions the banners gave. */
const bannerVersionsOf = (s: Signals): Record<string, string[]> => {
  const matches = matchSignals(s, fingerprints);
  const before = new Map([...matches].map(([name, list]) => [name, list.length]));
  addBannerVersionMatches(matches, s, fingerprints);
  const out: Record<string, string[]> = {};
  for (const [name, list] of matches) {
    const added = list.slice(before.get(name) ?? 0);
    if (added.length > 0) out[name] = added.map((m) => m.version);
  }
  return out;
};

describe('banners of the shipped files', () => {
  it('reads the banner lines of scripts and stylesheets (block comments and `//!` runs)', () => {
    expect(findBanners(bootstrapCss)[0][0]).toBe('Bootstrap  v5.3.3 (https://getbootstrap.com/)');
    expect(findBanners(jquery)[0][0]).toBe('jQuery JavaScript Library v3.7.1');
    expect(findBanners(vue)[0][0]).toBe('vue v3.5.45');
    expect(findBanners(moment)).toContainEqual(expect.arrayContaining(['moment.js', 'version : 2.30.1']));
  });

  it("reads a banner below a distribution's own note at the file's start (tt-rss's Prototype), not a comment after code", () => {
    // Debian 12 tt-rss's lib/prototype.js: its own `//` line above Prototype 1.7.3's unchanged banner
    const ttrssPrototype =
      '// Modified document.on() to modified.p_on() to fix compatibility with Dojo\n' +
      '/*  Prototype JavaScript framework, version 1.7.3\n *  (c) 2005-2010 Sam Stephenson\n *\n' +
      ' *  Prototype is freely distributable under the terms of an MIT-style license.\n */\n\nvar Prototype = {\n';
    expect(findBanners(ttrssPrototype)).toContainEqual(
      expect.arrayContaining(['Prototype JavaScript framework, version 1.7.3']),
    );
    const pairs = bannerLineVersions('Prototype JavaScript framework, version 1.7.3', isName).map(
      (v) => `${v.alias} ${v.version}`,
    );
    expect(pairs).toEqual(['prototype 1.7.3']);
    // a plain block comment after the first code is no banner
    expect(findBanners('var a = 1;\n/*  Prototype JavaScript framework, version 1.7.3 */')).toEqual([]);
  });

  it('a name, generic words and a version name the technology; another name in between names another one', () => {
    const pairs = (line: string, title?: string) =>
      bannerLineVersions(line, isName, title).map((v) => `${v.alias} ${v.version}`);
    expect(pairs(findBanners(bootstrapCss)[0][0])).toEqual(['bootstrap 5.3.3']);
    expect(pairs('jQuery JavaScript Library v3.7.1')).toEqual(['jquery 3.7.1']);
    expect(pairs(findBanners(jqueryUiBanner)[1][0])).toEqual(['jquery ui 1.13.2']);
    expect(pairs('version : 2.30.1', 'moment.js')).toEqual(['moment.js 2.30.1']);
    // not a version of what the words before name: a range, a file name, a year
    expect(pairs('requires jQuery 1.7+')).toEqual([]);
    expect(pairs('jquery-3.7.1.min.js')).toEqual([]);
    expect(pairs('Copyright 2011-2024 The Bootstrap Authors')).toEqual([]);
  });

  it('gives the version of a technology matched in the same asset (scripts and stylesheets)', () => {
    expect(bannerVersionsOf(signals([jquery], [bootstrapCss]))).toEqual({
      jQuery: ['3.7.1'],
      Bootstrap: ['5.3.3'],
    });
    expect(bannerVersionsOf(signals([moment]))).toEqual({ 'Moment.js': ['2.30.1'] });
    const m = matchSignals(signals([bootstrapJs]), fingerprints);
    addBannerVersionMatches(m, signals([bootstrapJs]), fingerprints);
    const added = m.get('Bootstrap')!.at(-1)!;
    expect(added).toMatchObject({ family: 'scripts', version: '5.3.3', contributes: false });
    expect(added.strength).toBe(VERSION_STRENGTH.content);
  });

  it('never gives a version to a technology the asset did not match, nor detects one', () => {
    // jQuery is on the page (jquery.js) and jquery-ui.js names "jQuery UI - v1.13.2": not jQuery's version
    const page = signals([jquery, jqueryUiBanner]);
    expect(bannerVersionsOf(page).jQuery).toEqual(['3.7.1']);
    const found = detect(page, fingerprints).find((d) => d.name === 'jQuery');
    expect(found?.version).toBe('3.7.1');
    expect(found?.evidence.filter((e) => e.version === '1.13.2')).toEqual([]);
    // Bootstrap is detected from its stylesheet; a script names it with another version but is jQuery's only
    const otherAsset = `/*! Bootstrap v5.2.0 */\n${jquery}`;
    expect(bannerVersionsOf(signals([otherAsset], [bootstrapCss])).Bootstrap).toEqual(['5.3.3']);
    // a banner alone detects nothing
    const matches = matchSignals(signals(['/*! Bootstrap v5.3.3 */ var x = 1;']), fingerprints);
    addBannerVersionMatches(matches, signals(['/*! Bootstrap v5.3.3 */ var x = 1;']), fingerprints);
    expect(matches.get('Bootstrap')).toBeUndefined();
  });

  it('a banner a script writes at run time, its version a constant of the script (Tailwind 4 browser build)', () => {
    const browserBuild = fixture('tailwindcss-browser-4.3.3.index.global.excerpt.js.txt');
    expect(findRuntimeBanners(browserBuild)).toEqual([
      ['tailwindcss v4.3.3 | MIT License | https://tailwindcss.com'],
    ]);
    const page = {
      ...signals([browserBuild]),
      scriptSrc: ['https://app.example.org/vendor/@tailwindcss/browser/dist/index.global.js'],
    };
    expect(bannerVersionsOf(page)).toEqual({ 'Tailwind CSS': ['4.3.3'] });
    expect(detect(page, fingerprints).find((d) => d.name === 'Tailwind CSS')?.version).toBe('4.3.3');
    // in the published file the constant is 250,000 characters before the template: still found
    const atRealDistance = browserBuild.replace('/* … trimmed … */', `/*${' '.repeat(250_000)}*/`);
    expect(findRuntimeBanners(atRealDistance)).toEqual(findRuntimeBanners(browserBuild));
    // an identifier that is not a version constant leaves the banner without a version
    expect(findRuntimeBanners('var pr=foo();x(`! tailwindcss v${pr} |`)')).toEqual([
      ['tailwindcss v${pr} |'],
    ]);
  });

  it('a chunk with several banners: each version goes to its own technology (esbuild bundle of the packages)', () => {
    const chunk = buildSync({
      stdin: {
        contents:
          "import $ from 'jquery'; import * as b from 'bootstrap'; import * as moment from 'moment'; " +
          'window.app = [$, b, moment];',
        resolveDir: __dirname,
      },
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      logLevel: 'silent',
    }).outputFiles[0].text;
    // esbuild's default for bundles: every legal comment gathered at the end of the chunk
    expect(findBanners(chunk).map((lines) => lines[0])).toEqual(
      expect.arrayContaining([
        'jQuery JavaScript Library v3.7.1',
        'Bootstrap v5.3.3 (https://getbootstrap.com/)',
      ]),
    );
    const page = signals([chunk]);
    expect(bannerVersionsOf(page)).toMatchObject({ jQuery: ['3.7.1'], Bootstrap: ['5.3.3'] });
    const detected = Object.fromEntries(detect(page, fingerprints).map((d) => [d.name, d.version]));
    expect(detected).toMatchObject({ jQuery: '3.7.1', Bootstrap: '5.3.3' });
  });
});

describe('banners of assets a technology shows only by its URL (scriptSources, cssSources)', () => {
  const magnific = fixture('magnific-popup-1.2.0.head.js.txt');
  const milligram = fixture('milligram-1.4.1.head.css.txt');
  const lightboxEsm = fixture('photoswipe-5.4.4.lightbox-esm.head.js.txt');
  const magnificUrl = 'https://app.example.org/static/js/jquery.magnific-popup.js';
  const milligramUrl = 'https://app.example.org/static/css/milligram.css';
  const lightboxUrl = 'https://app.example.org/static/js/photoswipe-lightbox.esm.js';
  const page = (withSources: boolean): Signals => ({
    ...emptySignals('https://app.example.org/'),
    html: `<link rel="stylesheet" href="${milligramUrl}">`,
    scriptSrc: [magnificUrl, lightboxUrl],
    scripts: ['var inline = 1;', magnific, lightboxEsm],
    css: [milligram],
    ...(withSources ? { scriptSources: ['', magnificUrl, lightboxUrl], cssSources: [milligramUrl] } : {}),
  });
  const versions = (s: Signals) => summaryOf(detect(s, fingerprints));
  const summaryOf = (ds: { name: string; version: string | null }[]) =>
    Object.fromEntries(ds.map((d) => [d.name, d.version]));

  it('the asset content shows neither library: only their URLs do', () => {
    const byContent = matchSignals({ ...page(true), scriptSrc: [], html: '' }, fingerprints);
    expect([...byContent.keys()]).not.toContain('Magnific Popup');
    expect([...byContent.keys()]).not.toContain('Milligram');
  });

  it('the banner of the file a URL pattern matched gives the version (script by scriptSrc, stylesheet by html)', () => {
    expect(versions(page(false))).toMatchObject({ 'Magnific Popup': null, Milligram: null });
    expect(versions(page(true))).toMatchObject({ 'Magnific Popup': '1.2.0', Milligram: '1.4.1' });
    const found = detect(page(true), fingerprints).find((d) => d.name === 'Magnific Popup');
    expect(found?.evidence).toContainEqual(
      expect.objectContaining({
        family: 'scripts',
        version: '1.2.0',
        value: 'Magnific Popup - v1.2.0 - 2024-06-08',
      }),
    );
  });

  it("only a banner that is the asset's own: another name before it on the line gives nothing", () => {
    // photoswipe-lightbox.esm.js is named by Lightbox's file-name pattern; its banner is PhotoSwipe's
    const s = page(true);
    expect(matchSignals(s, fingerprints).has('Lightbox')).toBe(true);
    expect(versions(s).Lightbox).toBeNull();
    expect(bannerLineVersions('PhotoSwipe Lightbox 5.4.4 - https://photoswipe.com', isName)).toEqual([
      expect.objectContaining({ alias: 'lightbox', leading: false }),
    ]);
  });

  it("a keep marker opening the line (`@license AngularJS v1.3.20`) is the comment's: the banner is the asset's own", () => {
    // angular.js 1.3.20 as Syncthing's GUI serves it (vendor/angular/angular.js), found by its file name and ng-app
    const angularUrl = 'https://sync.example.org/vendor/angular/angular.js';
    const angular =
      '/**\n * @license AngularJS v1.3.20\n * (c) 2010-2014 Google, Inc. http://angularjs.org\n * License: MIT\n */\n(function(window, document, undefined) {';
    const s: Signals = {
      ...emptySignals('https://sync.example.org/'),
      html: '<html lang="en" ng-app="syncthing">',
      scriptSrc: [angularUrl],
      scripts: [angular],
      scriptSources: [angularUrl],
    };
    expect(versions(s).AngularJS).toBe('1.3.20');
    expect(bannerLineVersions('@license AngularJS v1.3.20', isName)).toEqual([
      expect.objectContaining({ alias: 'angularjs', leading: true }),
    ]);
    expect(bannerLineVersions('@preserve Foo Lightbox 1.0.0', isName)).toEqual([
      expect.objectContaining({ alias: 'lightbox', leading: false }),
    ]);
  });

  it('a URL that names another technology gives this banner to nobody', () => {
    const s = { ...page(true), scriptSources: ['', lightboxUrl, magnificUrl] };
    expect(versions(s)['Magnific Popup']).toBeNull();
  });
});

describe('technologiesOfBannerAlias', () => {
  it('names exactly the technologies whose bannerAliases give the alias, for every alias of the whole set', () => {
    const set = loadFingerprints();
    const expected = new Map<string, string[]>();
    for (const name of set.technologies.keys())
      for (const alias of bannerAliases(name)) expected.set(alias, [...(expected.get(alias) ?? []), name]);
    for (const [alias, names] of expected)
      expect([alias, [...technologiesOfBannerAlias(set, alias)].sort()]).toEqual([
        alias,
        [...new Set(names)].sort(),
      ]);
    expect(technologiesOfBannerAlias(set, 'javascript library')).toEqual([]);
    expect(technologiesOfBannerAlias(set, 'jquery ui')).toEqual(['jQuery UI']);
  });
});
