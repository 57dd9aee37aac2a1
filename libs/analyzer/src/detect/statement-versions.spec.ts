/**
 * Application versions from what the page states about itself in its footer or credit line (issue 25 §3). Fixtures:
 * the footer Zabbix 6.0.14's frontend writes on every signed-in page (`CBrandHelper::getFooterContent` in
 * zabbix-frontend-php 1:6.0.14+dfsg-1: `'Zabbix '.ZABBIX_VERSION.'. '`, `&copy; 2001&ndash;2023, ` and the `Zabbix SIA`
 * link, in `<footer role="contentinfo">`), and the recorded corpus pages of Sphinx, Eleventy, cgit and CUPS 2.4.2
 * (whose web interface titles its pages `Home - CUPS 2.4.2`).
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { extractHtml } from '../collect/html';
import { buildFingerprintSet, loadFingerprints } from '../fingerprints/load';
import { emptySignals, type Signals } from '../types';
import { detect } from './detect';
import { matchSignals } from './match';
import { resolveDetections } from './resolve-detections';
import { findRuntimeEvidence } from './runtime-evidence';
import {
  addStatementVersionMatches,
  fragmentLines,
  MAX_REGION_CHARS,
  MAX_STATEMENT_REGIONS,
  statementRegions,
  titleVersion,
} from './statement-versions';

const fingerprints = loadFingerprints();
const corpusPage = (site: string) =>
  readFileSync(path.join(__dirname, '../../corpus/corpus', site, 'body.html'), 'utf8');

/** Zabbix 6.0.14's page head (its login page's `Author` meta and title) around `body`. */
const zabbixPage = (body: string) =>
  `<!DOCTYPE html><html><head><meta name="Author" content="Zabbix SIA" /><title>Lab monitoring: Dashboard</title>` +
  `</head><body><div class="wrapper"><main>${body}</main>` +
  `<footer role="contentinfo">Zabbix 6.0.14. &copy; 2001&ndash;2023, <a class="grey link-alt" target="_blank" ` +
  `rel="noopener noreferrer" href="https://www.zabbix.com/">Zabbix SIA</a></footer></div></body></html>`;

/** A page as the passive stage sees it: the document's html, meta, text and script URLs. */
const pageSignals = (html: string): Signals => {
  const url = 'https://monitoring.example.org/';
  const x = extractHtml(html, url);
  return { ...emptySignals(url), html, meta: x.meta, text: x.text, scriptSrc: x.scriptSrc };
};
const find = (html: string, name: string) =>
  detect(pageSignals(html), fingerprints).find((d) => d.name === name);

describe('versions an application states in its footer', () => {
  it('Zabbix 6.0.14: the footer of a signed-in page gives the version of the Zabbix found by its meta', () => {
    const found = find(zabbixPage('<h1>Global view</h1>'), 'Zabbix');
    expect(found?.version).toBe('6.0.14');
    expect(found?.evidence.some((e) => e.version === '6.0.14' && e.value.includes('Zabbix 6.0.14'))).toBe(
      true,
    );
  });

  it('without the mechanism the same page has no Zabbix version (what it adds)', () => {
    const signals = pageSignals(zabbixPage(''));
    const matches = matchSignals(signals, fingerprints);
    const before = resolveDetections(matches, fingerprints, findRuntimeEvidence(signals));
    expect(before.find((d) => d.name === 'Zabbix')?.version ?? null).toBeNull();
    addStatementVersionMatches(matches, signals, fingerprints);
    const after = resolveDetections(matches, fingerprints, findRuntimeEvidence(signals));
    expect(after.find((d) => d.name === 'Zabbix')?.version).toBe('6.0.14');
  });

  it('a statement never detects: the same footer without any other Zabbix evidence finds no Zabbix', () => {
    const html =
      '<html><body><p>Status</p><footer>Zabbix 6.0.14. &copy; 2001&ndash;2023, Zabbix SIA</footer></body></html>';
    expect(find(html, 'Zabbix')).toBeUndefined();
  });

  it('text outside footers and credit lines is not read (an article about another release)', () => {
    const page = zabbixPage('').replace('Zabbix 6.0.14. ', '');
    expect(find(page, 'Zabbix')?.version ?? null).toBeNull();
    const article = page.replace('<main></main>', '<main><h2>What is new in Zabbix 7.0.2</h2></main>');
    expect(find(article, 'Zabbix')).toBeDefined();
    expect(find(article, 'Zabbix')?.version ?? null).toBeNull();
  });

  it('script contents and comments inside a footer state nothing', () => {
    const page = zabbixPage('').replace(
      'Zabbix 6.0.14. ',
      '<script>var label = "Zabbix 9.9.9";</script><!-- Zabbix 8.8.8 -->',
    );
    expect(find(page, 'Zabbix')?.version ?? null).toBeNull();
  });

  it('a version goes to the technology the words right before it name, not to a shorter name inside them', () => {
    // `Zabbix Agent 2 6.0.14`: `agent` is no generic word, so nothing names Zabbix's version here
    const page = zabbixPage('').replace('Zabbix 6.0.14. ', 'Zabbix Agent 6.0.14. ');
    expect(find(page, 'Zabbix')?.version ?? null).toBeNull();
  });

  it('character references, ® and ™ and generic words between the name and its version', () => {
    const page = zabbixPage('').replace(
      'Zabbix 6.0.14. ',
      'Zabbix&reg; Server&#8482; version 6.0.14 &middot; ',
    );
    // `server` is not generic: no version
    expect(find(page, 'Zabbix')?.version ?? null).toBeNull();
    const generic = zabbixPage('').replace('Zabbix 6.0.14. ', 'Zabbix&reg;&trade; release v6.0.14 &middot; ');
    expect(find(generic, 'Zabbix')?.version).toBe('6.0.14');
  });

  it('regions: a credit phrase, a footer-like element and the <footer> of real pages', () => {
    const lines = (site: string) => statementRegions(corpusPage(site)).flatMap(fragmentLines);
    expect(lines('sphinx')).toContain('Powered by Sphinx 5.3.0');
    expect(lines('eleventy')).toContain('Built with Eleventy v3.1.8');
    expect(lines('cgit').some((l) => l.startsWith('generated by cgit v1.2.3 ( git 2.39.1 )'))).toBe(true);
    expect(fragmentLines('<div id="page-footer">Made with <b>Foo</b> 1.2<br>&copy; 2024</div>')).toEqual([
      'Made with Foo 1.2',
      '2024',
    ]);
    expect(
      statementRegions('<p>x</p><div class="site-credits"><p>Foo 1.2</p></div>').flatMap(fragmentLines),
    ).toEqual(['Foo 1.2']);
  });

  it('the real pages keep the versions their own rules find (same answer with the statements read)', () => {
    for (const [site, name, version] of [
      ['sphinx', 'Sphinx', '5.3.0'],
      ['eleventy', 'Eleventy', '3.1.8'],
      ['cgit', 'cgit', '1.2.3'],
    ] as const)
      expect(find(corpusPage(site), name)?.version).toBe(version);
  });

  it('a page of nothing but footer-like blocks: at most MAX_STATEMENT_REGIONS regions of MAX_REGION_CHARS read', () => {
    const hostile = '<div class="footer">Zabbix 1.2</div>'.repeat(50_000);
    const regions = statementRegions(hostile);
    expect(regions.length).toBeLessThanOrEqual(MAX_STATEMENT_REGIONS);
    expect(regions.every((r) => r.length <= MAX_REGION_CHARS)).toBe(true);
  });
});

describe('versions an application states in its page title', () => {
  const known =
    (...aliases: string[]) =>
    (alias: string) =>
      aliases.includes(alias);

  it('a title part that is the name, the version and interface words only', () => {
    const cups = known('cups', 'deluge', 'qbittorrent', 'zabbix', 'wordpress');
    expect(titleVersion('Home - CUPS 2.4.2', cups)).toEqual({ alias: 'cups', version: '2.4.2' });
    expect(titleVersion('Deluge WebUI 2.0.3', cups)).toEqual({ alias: 'deluge', version: '2.0.3' });
    expect(titleVersion('qBittorrent v4.5.2 Web UI', cups)).toEqual({
      alias: 'qbittorrent',
      version: '4.5.2',
    });
    // an article's title states nothing
    expect(titleVersion('WordPress 6.5 is out', cups)).toBeNull();
    expect(titleVersion('Upgrading to Zabbix 7.0 | Blog', cups)).toBeNull();
    // a name no matched technology has
    expect(titleVersion('Home - Foo 2.4.2', cups)).toBeNull();
  });

  it('the real CUPS 2.4.2 page: a CUPS found without a version gets the version of its title (fails without the title read)', () => {
    const set = buildFingerprintSet(
      { CUPS: { cats: [1], html: ['<link rel="stylesheet" href="/cups\\.css"'] } },
      { 1: { name: 'Network Storage', priority: 1 } },
    );
    const found = detect(pageSignals(corpusPage('cups')), set).find((d) => d.name === 'CUPS');
    expect(found?.version).toBe('2.4.2');
    expect(found?.evidence.some((e) => e.value === 'Home - CUPS 2.4.2' && e.version === '2.4.2')).toBe(true);
  });
});
