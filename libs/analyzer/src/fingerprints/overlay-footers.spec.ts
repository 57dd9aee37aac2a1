/**
 * Versions the software writes into its own pages (issue 25 §3; overlay `footers.json`, the footer patterns of Dancer
 * in `versions.json` and CherryPy in `round5.json`), on pages that nginx, Apache httpd and lighttpd produced on this
 * machine and on the shipped templates of Dancer2, CherryPy, WEBrick and Sympa rendered as the software renders them
 * (`test/fixtures/footers/`, README there). Only the page's HTML is given: the case where a proxy removed or
 * replaced the Server header.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { detect } from '../detect/detect';
import { emptySignals, type Signals } from '../types';
import { loadFingerprints } from './load';

const withOverlay = loadFingerprints();
const upstream = loadFingerprints({ overlayDir: null });
const fixture = (file: string) =>
  readFileSync(path.join(__dirname, '../../test/fixtures/footers', file), 'utf8');
const page = (extra: Partial<Signals>): Signals => ({
  ...emptySignals('https://www.example.org/'),
  ...extra,
});
const found = (signals: Signals, name: string, set = withOverlay) =>
  detect(signals, set).find((d) => d.name === name);
const names = (signals: Signals) => detect(signals, withOverlay).map((d) => d.name);

describe('versions in the pages of servers (pages they produced)', () => {
  it('nginx: the signature of its error pages, with and without server_tokens', () => {
    const on = page({ html: fixture('nginx-1.22.1.404.html') });
    expect(found(on, 'Nginx')).toMatchObject({ version: '1.22.1', confidence: 100 });
    expect(found(on, 'Nginx', upstream)).toBeUndefined();
    const off = page({ html: fixture('nginx-1.22.1.server-tokens-off.404.html') });
    expect(found(off, 'Nginx')).toMatchObject({ version: null, confidence: 100 });
    expect(names(on)).toEqual(['Nginx']);
  });

  it('Apache httpd: the server signature of an error page and of a directory listing', () => {
    for (const file of ['apache2-2.4.71.404.html', 'apache2-2.4.71.autoindex.html']) {
      const signals = page({ html: fixture(file) });
      expect(found(signals, 'Apache HTTP Server')?.version).toBe('2.4.71');
      expect(found(signals, 'Apache HTTP Server', upstream)).toBeUndefined();
    }
    // ServerTokens Prod: the product without its version
    const prod = fixture('apache2-2.4.71.404.html').replace('Apache/2.4.71 (Debian)', 'Apache');
    expect(found(page({ html: prod }), 'Apache HTTP Server')).toMatchObject({ version: null });
    // another server's address line is not Apache's
    const other = fixture('apache2-2.4.71.404.html').replace('Apache/2.4.71 (Debian)', 'Apachette/1.0.0');
    expect(found(page({ html: other }), 'Apache HTTP Server')).toBeUndefined();
  });

  it("lighttpd: the foot of mod_dirlisting's listing", () => {
    const signals = page({ html: fixture('lighttpd-1.4.69.dirlisting.html') });
    expect(found(signals, 'lighttpd')?.version).toBe('1.4.69');
    expect(found(signals, 'lighttpd', upstream)).toBeUndefined();
  });
});

describe('versions in the pages of applications (shipped templates, rendered)', () => {
  it("Dancer2's error page footer", () => {
    const html = fixture('dancer2-0.400001.error-template.html')
      .replace('[% version %]', '0.400001')
      .replace(/\[% \w+ %\]/g, 'x');
    expect(found(page({ html }), 'Dancer')?.version).toBe('0.400001');
    expect(found(page({ html }), 'Dancer', upstream)).toBeUndefined();
    // the scaffold's static 404.html says "Powered by Dancer2." without a version: no version taken from it
    const scaffold = 'Powered by <a href="http://perldancer.org/">Dancer2</a>.';
    expect(found(page({ html: scaffold }), 'Dancer')).toBeUndefined();
  });

  it("CherryPy's error page footer", () => {
    const html = fixture('cherrypy-18.8.0.error-template.html')
      .replace('%(version)s', '18.8.0')
      .replace(/%\(\w+\)s/g, 'x');
    expect(found(page({ html }), 'CherryPy')?.version).toBe('18.8.0');
    expect(found(page({ html }), 'CherryPy', upstream)).toBeUndefined();
  });

  it("WEBrick's error page address line", () => {
    const html = fixture('webrick-1.8.1.error-template.html')
      .replace('#{HTMLUtils::escape(@config[:ServerSoftware])}', 'WEBrick/1.8.1 (Ruby/3.1.2/2022-04-12)')
      .replace(/#\{[^}]+\}/g, 'x');
    expect(found(page({ html }), 'WEBrick')?.version).toBe('1.8.1');
    expect(found(page({ html }), 'WEBrick', upstream)).toBeUndefined();
  });

  it('Sympa 6.2: generator meta, footer and its script all carry the version; upstream missed it', () => {
    const render = (t: string) =>
      t
        .replace('[%|loc(version)%]Powered by Sympa %1[%END%]', 'Powered by Sympa 6.2.70')
        .replace(/\[%\|loc%\]([^[]*)\[%END%\]/g, '$1')
        .replace(/\[% version %\]/g, '6.2.70')
        .replace(/\[%[^%]*%\]/g, '');
    const head = render(fixture('sympa-6.2.70.main-head.tt2'));
    const footer = render(fixture('sympa-6.2.70.footer.tt2'));
    const generator = /<meta name="generator" content="([^"]*)"/.exec(head)![1];
    expect(generator).toBe('Sympa 6.2.70');
    expect(found(page({ meta: { generator: [generator] } }), 'Sympa')?.version).toBe('6.2.70');
    expect(found(page({ html: footer }), 'Sympa')?.version).toBe('6.2.70');
    expect(
      found(page({ meta: { generator: [generator] }, html: footer }), 'Sympa', upstream),
    ).toBeUndefined();
    expect(
      found(page({ scriptSrc: ['https://lists.example.org/static-sympa/js/sympa.js?v6.2.70'] }), 'Sympa')
        ?.version,
    ).toBe('6.2.70');
  });
});
