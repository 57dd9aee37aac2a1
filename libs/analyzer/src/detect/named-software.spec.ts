/**
 * Software a page names about itself that the fingerprint set does not know (detect/named-software.ts). Fixtures are
 * what the software writes, from its shipped code or templates (squid's `Server` header from its
 * `visible_appname_string`, MiniDLNA's from `MINIDLNA_SERVER_STRING`, aiohttp's `SERVER_SOFTWARE`, Mopidy's
 * `X-Mopidy-Version` in `mopidy/http/handlers.py`, searx's `<meta name="generator">` in its oscar theme, klaus's and
 * Munin's footers), and the recorded held-out deployments of this repository's corpus.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';
import { analyze } from '../analyze';
import { signalsFromDocument } from '../collect/document';
import { buildFingerprintSet, loadFingerprints } from '../fingerprints/load';
import {
  findNamedSoftware,
  fingerprintKnowledge,
  MAX_NAMED_SOFTWARE,
  overlaps,
  productTokens,
} from './named-software';
import { namedWithout, recordedDocument, sameSoftware } from './named-software.test-support';

const fingerprints = loadFingerprints();
/**
 * A small set with the upstream patterns of the known products the fixtures show beside unknown ones (the real set
 * now knows the held-out software these fixtures come from: its rules were written after the rounds).
 */
const small = buildFingerprintSet(
  {
    Python: { cats: [1], headers: { Server: '(?:^|\\s)Python(?:/([\\d\\.]+))?\\;version:\\1' } },
    'Apache HTTP Server': {
      cats: [1],
      headers: { Server: '(?:Apache(?:$|/([\\d.]+)|[^/-])|(?:^|\\b)HTTPD)\\;version:\\1' },
    },
    OpenSSL: { cats: [1], headers: { Server: 'OpenSSL(?:/([\\d.]+[a-z]?))?\\;version:\\1' } },
    Nginx: { cats: [1], headers: { Server: 'nginx(?:/([\\d.]+))?\\;version:\\1' } },
    PHP: { cats: [1], headers: { 'X-Powered-By': '^php/?([\\d.]+)?\\;version:\\1' } },
    Netdata: { cats: [1], headers: { Server: '^Netdata Embedded HTTP Server v?([\\d.]+)\\;version:\\1' } },
    CUPS: { cats: [1], headers: { Server: 'CUPS(?:/([\\d.]+))?\\;version:\\1' } },
    WordPress: { cats: [1], meta: { generator: '^WordPress(?: ([\\d.]+))?\\;version:\\1' } },
    Hugo: { cats: [1], meta: { generator: 'Hugo ([\\d.]+)?\\;version:\\1' } },
    Subversion: { cats: [1], html: ['<title>[^<]*Subversion'] },
    Dancer: { cats: [1], headers: { 'X-Powered-By': 'Perl Dancer2? ([\\d.]+)\\;version:\\1' } },
  },
  { 1: { name: 'Web servers', priority: 1 } },
);
const knowledge = fingerprintKnowledge(small);

/** What the set does not know on a page with these headers and this HTML (name → version). */
function named(headers: Record<string, string>, html = ''): Record<string, string | null> {
  const { signals } = signalsFromDocument({ url: 'https://site.example/', headers, html });
  return Object.fromEntries(
    findNamedSoftware(signals, knowledge.isKnown, knowledge.matchesKnownPattern).map((n) => [
      n.name,
      n.version,
    ]),
  );
}

describe('productTokens (RFC 9110 §10.2.4)', () => {
  it('reads products, drops comments, joins a name and the version after it', () => {
    expect(productTokens('Apache/2.4.57 (Debian) OpenSSL/3.0.11').map((p) => [p.name, p.version])).toEqual([
      ['Apache', '2.4.57'],
      ['OpenSSL', '3.0.11'],
    ]);
    expect(productTokens('calibre 6.13.0').map((p) => [p.name, p.version])).toEqual([['calibre', '6.13.0']]);
    expect(productTokens('waitress').map((p) => [p.name, p.version])).toEqual([['waitress', null]]);
    // a free-text value: only a word with a version after it is a product
    expect(productTokens('Perl Dancer2 0.400001').map((p) => p.name)).toEqual(['Dancer2']);
  });

  it('keeps a numbered pre-release, drops an unnumbered suffix', () => {
    expect(productTokens('rclone/v1.60.1-DEV')[0].version).toBe('1.60.1');
    expect(productTokens('Loggerhead/2.0.2.dev0')[0].version).toBe('2.0.2.dev0');
  });

  it('a UPnP device: only the products after the UPnP token (UPnP Device Architecture), DLNADOC dropped', () => {
    expect(
      productTokens('Debian DLNADOC/1.50 UPnP/1.0 MiniDLNA/1.3.0').map((p) => [p.name, p.version]),
    ).toEqual([['MiniDLNA', '1.3.0']]);
  });

  it('the UPnP 1.0 form: products separated by commas, names with spaces (libupnp)', () => {
    expect(
      productTokens('Linux/6.18.44-fc-v595, UPnP/1.0, Portable SDK for UPnP devices/1.8.4').map((p) => [
        p.name,
        p.version,
      ]),
    ).toEqual([['Portable SDK for UPnP devices', '1.8.4']]);
  });

  it('a value that is only a name and "HTTP Server" or "Web Server" names that', () => {
    expect(productTokens('Monitorix HTTP Server').map((p) => [p.name, p.version])).toEqual([
      ['Monitorix', null],
    ]);
    expect(productTokens('Netdata Embedded HTTP Server v1.37.1').map((p) => [p.name, p.version])).toEqual([
      ['Netdata', '1.37.1'],
    ]);
    expect(productTokens('Quux Web Server 2.1').map((p) => [p.name, p.version])).toEqual([['Quux', '2.1']]);
    // a generic phrase names nothing
    expect(productTokens('HTTP Server')).toEqual([]);
  });

  it("gives each product's place in the comment-free value", () => {
    const [python, aiohttp] = productTokens('Python/3.11 aiohttp/3.8.4');
    expect(python.text.slice(python.start, python.end)).toBe('Python/3.11');
    expect(aiohttp.text.slice(aiohttp.start, aiohttp.end)).toBe('aiohttp/3.8.4');
  });
});

describe('findNamedSoftware', () => {
  it('names the Server header products the set does not know, with their versions', () => {
    expect(named({ server: 'squid/5.7' })).toEqual({ squid: '5.7' });
    expect(named({ server: 'tinyproxy/1.11.1' })).toEqual({ tinyproxy: '1.11.1' });
    expect(named({ server: 'Debian DLNADOC/1.50 UPnP/1.0 MiniDLNA/1.3.0' })).toEqual({ MiniDLNA: '1.3.0' });
    expect(named({ server: 'calibre 6.13.0' })).toEqual({ calibre: '6.13.0' });
    expect(named({ server: 'rclone/v1.60.1-DEV' })).toEqual({ rclone: '1.60.1' });
    expect(named({ server: 'Linux/6.1.0, UPnP/1.0, Portable SDK for UPnP devices/1.8.4' })).toEqual({
      'Portable SDK for UPnP devices': '1.8.4',
    });
    expect(named({ server: 'Monitorix HTTP Server' })).toEqual({ Monitorix: null });
  });

  it('a Server header that is the host name names nothing (cheroot, as web.py runs it, sends `localhost`)', () => {
    expect(named({ server: 'localhost' })).toEqual({});
    expect(named({ server: 'Localhost' })).toEqual({});
  });

  it('leaves to the fingerprints what they know, even beside an unknown product', () => {
    // Python is known (its pattern matches its own token), aiohttp is not
    expect(named({ server: 'Python/3.11 aiohttp/3.8.4' })).toEqual({ aiohttp: '3.8.4' });
    expect(named({ server: 'Apache/2.4.57 (Debian) OpenSSL/3.0.11' })).toEqual({});
    expect(named({ server: 'nginx/1.22.1' })).toEqual({});
    // a known technology's pattern covers the whole free-text value
    expect(named({ server: 'Netdata Embedded HTTP Server v1.37.1' })).toEqual({});
    // a protocol token is not software
    expect(named({ server: 'CUPS/2.4 IPP/2.1' })).toEqual({});
  });

  it('X-Powered-By names a product only with a version (`hidden` is configuration)', () => {
    expect(named({ 'x-powered-by': 'hidden' })).toEqual({});
    expect(named({ 'x-powered-by': 'PHP/8.2.7' })).toEqual({});
    expect(named({ 'x-powered-by': 'Acme-Portal/4.2.1' })).toEqual({ 'Acme-Portal': '4.2.1' });
  });

  it('X-<Name>-Version with a version names the software; generic names do not', () => {
    expect(named({ 'x-mopidy-version': '3.4.1' })).toEqual({ Mopidy: '3.4.1' });
    expect(named({ 'x-api-version': '2.0' })).toEqual({});
    expect(named({ 'x-app-version': '1.4.2' })).toEqual({});
    expect(named({ 'x-mopidy-version': 'unknown' })).toEqual({});
  });

  it('reads the meta generator, known generators left to the fingerprints', () => {
    expect(named({}, '<head><meta name="generator" content="searx/1.1.0"></head>')).toEqual({
      searx: '1.1.0',
    });
    expect(named({}, '<head><meta name="generator" content="pandoc"></head>')).toEqual({ pandoc: null });
    expect(named({}, '<head><meta name="generator" content="FreeBSD-CVSweb 3.0.6" /></head>')).toEqual({
      'FreeBSD-CVSweb': '3.0.6',
    });
    expect(named({}, '<head><meta name="generator" content="WordPress 6.4.2"></head>')).toEqual({});
    expect(named({}, '<head><meta name="generator" content="Hugo 0.120.4"></head>')).toEqual({});
  });

  it('reads a credit line with a version in a footer; a phrase without one names nothing', () => {
    expect(
      named(
        {},
        '<body><div id="footer">powered by <a href="https://github.com/jonashaag/klaus">klaus</a> 2.0.2,\n' +
          '  a simple Git viewer by Jonas Haag</div></body>',
      ),
    ).toEqual({ klaus: '2.0.2' });
    expect(
      named(
        {},
        '<body><div class="footer">This page was generated by <a href="https://munin-monitoring.org/">Munin</a> ' +
          'version 2.0.73 at 2026-11-21 10:00:04+0000 (UTC)</div></body>',
      ),
    ).toEqual({ Munin: '2.0.73' });
    expect(
      named({}, '<body><footer>Running on <a href="#">SmokePing-2.7.3</a> by Tobi Oetiker</footer></body>'),
    ).toEqual({ SmokePing: '2.7.3' });
    // a version in parentheses right after the name (ESDoc's footer)
    expect(
      named(
        {},
        '<body><footer class="footer">\n  Generated by <a href="https://quuxdoc.example">Quuxdoc<span data-ice="version">(1.1.0)</span></a>\n</footer></body>',
      ),
    ).toEqual({ Quuxdoc: '1.1.0' });
    // a credit's name of two letters is an edition or an abbreviation, not a product name
    expect(
      named(
        {},
        '<body><div class="footer"><p class="credit">This analysis was produced by <a href="#">QX 6.0.17</a>.</p></div></body>',
      ),
    ).toEqual({});
    expect(
      named({}, '<body><footer>Powered by our community since 2010. Version 2.4</footer></body>'),
    ).toEqual({});
    // known names, also inside a longer name or with a major version glued on
    expect(
      named({}, '<body><footer>Powered by Apache Subversion version 1.14.2 (r1899510).</footer></body>'),
    ).toEqual({});
    expect(named({}, '<body><footer>Powered by Dancer2 0.400001</footer></body>')).toEqual({});
    expect(named({}, '<body><footer>Powered by WordPress 6.4</footer></body>')).toEqual({});
  });

  it("reads a server signature in <address> (an error or listing page's) and a generator's signing comment", () => {
    expect(
      named(
        {},
        '<body><h1>Not Found</h1><hr><address>Apache/2.4.57 (Debian) Server at x Port 80</address></body>',
      ),
    ).toEqual({});
    expect(
      named(
        {},
        '<body><address>Server: Frobnicator/3.7.4&nbsp;&nbsp;|&nbsp;&nbsp;<a href="/doc/">Frobnicator homepage</a>' +
          '</address></body>',
      ),
    ).toEqual({ Frobnicator: '3.7.4' });
    // an author's address names no product
    expect(
      named({}, '<body><address class="vcard author">By <a href="/me">Jane Doe</a></address></body>'),
    ).toEqual({});
    expect(
      named({}, '<html><!-- Generated by The Quillwriter  Ver. 2.23-08 --><body></body></html>'),
    ).toEqual({
      Quillwriter: '2.23',
    });
    expect(
      named({}, '<html><!-- Copyright 1997-2013 Some Author, Version 2 of the GPL --><body></body></html>'),
    ).toEqual({});
  });

  it("reads a generator's label in a comment and its stamp as the document's first or last comment", () => {
    expect(named({}, '<!-- Creator     : Quillroff version 1.22.4 -->\n<html><body></body></html>')).toEqual({
      Quillroff: '1.22.4',
    });
    expect(
      named({}, '<!-- Quillarc v2.6.19+ -->\n<html><body><p>x</p></body></html>\n<!-- Quillarc v2.6.19+ -->'),
    ).toEqual({
      Quillarc: '2.6.19',
    });
    // a stamp only at the document's edges, and never a generic word
    expect(
      named({}, '<!-- head --><html><body><!-- Quillarc 2.6 --><p>x</p><!-- end --></body></html>'),
    ).toEqual({});
    expect(named({}, '<!-- Version 2.0 --><html><body></body></html>')).toEqual({});
  });

  it("names a library by its script's or stylesheet's banner, with the asset's URL; known libraries left to the fingerprints", () => {
    const { signals } = signalsFromDocument({
      url: 'https://site.example/',
      headers: {},
      html: '<title>t</title>',
    });
    const withAssets = {
      ...signals,
      scripts: [
        '/*! Quillsplit.js - v1.5.11 */\n!function(e){}();',
        '/*!\n * Zorbanchor - v4.0.0 - 2017-06-02\n * https://example.test/zorbanchor\n */\nvar a=1;',
        '/*! Copyright 2020 Someone, MIT License */\nvar b=2;',
      ],
      scriptSources: ['https://site.example/js/split.js', 'https://site.example/js/anchor.js', ''],
      css: ['/*! bootswatch v3.3.7 */\nbody{}'],
      cssSources: ['https://site.example/css/theme.css'],
    };
    const found = findNamedSoftware(withAssets, knowledge.isKnown, knowledge.matchesKnownPattern);
    expect(found.map((n) => [n.name, n.version])).toEqual([
      ['Quillsplit.js', '1.5.11'],
      ['Zorbanchor', '4.0.0'],
      ['bootswatch', '3.3.7'],
    ]);
    expect(found[0].evidence).toEqual([
      { family: 'scripts', key: 'https://site.example/js/split.js', value: 'Quillsplit.js - v1.5.11' },
    ]);
    // a library the set knows (Python here stands for any known name) is the fingerprints'
    const known = findNamedSoftware(
      { ...signals, scripts: ['/*! Python v3.11.0 */'], css: [] },
      knowledge.isKnown,
      knowledge.matchesKnownPattern,
    );
    expect(known).toEqual([]);
  });

  it("reads a footer line that is a product's name and version, not a date or a generic line", () => {
    expect(
      named(
        {},
        '<body><footer class="row">Quux Authoritative Server 4.7.3<br>&copy; 2013 - 2022 <a href="#">Quux BV</a>.</footer></body>',
      ),
    ).toEqual({ 'Quux Authoritative Server': '4.7.3' });
    expect(named({}, '<body><footer>Last Updated 2024.05.01</footer></body>')).toEqual({});
    expect(named({}, '<body><footer>Version 2.3</footer></body>')).toEqual({});
    expect(named({}, '<body><footer>Page 1.2 of the handbook</footer></body>')).toEqual({});
  });

  it('reads the signature a program ends its page with: name, version and author', () => {
    expect(
      named(
        {},
        '<body><h2>Last Year</h2><img src="/g.png"/>\n<hr/>\n<a href="http://quux.example/">Quuxgraph</a> 1.14\n' +
          'by <a href="http://author.example/">Ada Lovelace</a></td>\n(built on RRDtool)\n</body></html>',
      ),
    ).toEqual({ Quuxgraph: '1.14' });
    // not a page's last lines, or no author
    expect(
      named(
        {},
        '<body><p>Quuxgraph 1.14 by Ada Lovelace</p>' +
          '<p>More text follows here.</p>'.repeat(80) +
          '</body>',
      ),
    ).toEqual({});
    expect(named({}, '<body><p>Chapter 2.1 by example</p></body>')).toEqual({});
  });

  it("reads the sentence a daemon's short landing page says what it is with, not a long page's prose", () => {
    expect(named({}, '<title>Quux WebDAV server</title><p>This is a Quux WebDAV server.</p>')).toEqual({
      Quux: null,
    });
    expect(named({}, '<h1>Zorbix is running!</h1><p>A study in simplicity.</p>')).toEqual({ Zorbix: null });
    expect(named({}, '<p>This is Frobproxy 3.0.34 on localhost (127.0.0.1), port 8118.</p>')).toEqual({
      Frobproxy: '3.0.34',
    });
    expect(named({}, '<p>This web server is a part of the Blorp music server.</p>')).toEqual({ Blorp: null });
    // generic words and sentences that name nothing
    expect(named({}, '<p>This is CPU intensive, so your browser might be slower.</p>')).toEqual({});
    expect(named({}, '<h1>Everything is running</h1>')).toEqual({});
    // a long page is not a daemon's landing page
    const article = '<p>' + 'Lorem ipsum dolor sit amet. '.repeat(80) + 'This is a Quux WebDAV server.</p>';
    expect(named({}, article)).toEqual({});
  });

  it('reads nothing outside the statement regions (an article about some software 2.0)', () => {
    expect(
      named(
        {},
        '<body><article><p>The new site was built with Foobarizer 2.0 last week.</p></article></body>',
      ),
    ).toEqual({});
  });

  it('one entry per name, evidence from each place; at most MAX_NAMED_SOFTWARE names and 40 characters', () => {
    const { signals } = signalsFromDocument({
      url: 'https://site.example/',
      headers: { server: 'searx/1.1.0' },
      html: '<head><meta name="generator" content="searx/1.1.0"></head>',
    });
    const [only, ...rest] = findNamedSoftware(signals, knowledge.isKnown, knowledge.matchesKnownPattern);
    expect(rest).toEqual([]);
    expect(only.evidence.map((e) => e.family)).toEqual(['headers', 'meta']);
    const many = Array.from(
      { length: 30 },
      (_, i) => `Product${String.fromCharCode(97 + (i % 26))}${i}x/1.${i}`,
    );
    const { signals: flood } = signalsFromDocument({
      url: 'https://site.example/',
      headers: { server: many.join(' ') },
      html: '',
    });
    expect(findNamedSoftware(flood, knowledge.isKnown, knowledge.matchesKnownPattern)).toHaveLength(
      MAX_NAMED_SOFTWARE,
    );
    expect(named({ server: `${'A'.repeat(41)}/1.0` })).toEqual({});
  });

  it('overlaps: a match counts only where it covers the product', () => {
    expect(overlaps(/Python(?:\/[\d.]+)?/i, 'Python/3.11 aiohttp/3.8.4', 12, 25)).toBe(false);
    expect(overlaps(/Python(?:\/[\d.]+)?/i, 'Python/3.11 aiohttp/3.8.4', 0, 11)).toBe(true);
  });
});

describe('on the held-out deployments of the corpus', () => {
  /**
   * Each expectation marked `name_unknown_to_fingerprints` names software no fingerprint set had when its round was
   * recorded; hidden from the set's knowledge again, the mechanism must name it from the recorded main document
   * alone, as it would have before any rule was written from it.
   */
  it('names the held-out software from its own words (at least the 37 of 77 measured when it was built)', () => {
    const root = path.join(__dirname, '../../corpus/corpus');
    let heldOut = 0;
    const found: string[] = [];
    for (const site of readdirSync(root).sort()) {
      if (!existsSync(path.join(root, site, 'site.json'))) continue;
      const truth = JSON.parse(readFileSync(path.join(root, site, 'site.json'), 'utf8')) as {
        expected: Array<{ name: string; name_unknown_to_fingerprints?: boolean }>;
      };
      const hidden = truth.expected.filter((e) => e.name_unknown_to_fingerprints).map((e) => e.name);
      if (hidden.length === 0) continue;
      heldOut += hidden.length;
      const before = namedWithout(
        recordedDocument(path.join(root, site), 'http://site.test/'),
        fingerprints,
        hidden,
      );
      for (const name of hidden)
        if (before.some((b) => sameSoftware(b.name, name))) found.push(`${site}: ${name}`);
    }
    expect(heldOut).toBeGreaterThanOrEqual(77);
    expect(found.length).toBeGreaterThanOrEqual(37);
    expect(found).toEqual(
      expect.arrayContaining([
        'squid: Squid',
        'searx: searx',
        'klaus: klaus',
        'minidlna: MiniDLNA',
        'munin: Munin',
      ]),
    );
  });
});

describe('analyze() reports it beside the detections', () => {
  it('namedSoftware: the products the set does not know (made-up names); the known one stays a technology', async () => {
    const server = http.createServer((_req, res) => {
      res
        .writeHead(200, { 'content-type': 'text/html', server: 'Python/3.11 Quuxserve/4.2.1' })
        .end(
          '<html><head><title>t</title><meta name="generator" content="Zorbatron 1.9"></head><body></body></html>',
        );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const r = await analyze(`http://named.test:${port}/`, {
        resolve: [`named.test:${port}:127.0.0.1`],
        allowPrivateNetworks: true,
        skipDns: true,
        browser: false,
      });
      expect(r.namedSoftware.map((n) => [n.name, n.version])).toEqual([
        ['Quuxserve', '4.2.1'],
        ['Zorbatron', '1.9'],
      ]);
      expect(r.namedSoftware[0].evidence).toEqual([
        { family: 'headers', key: 'server', value: 'Python/3.11 Quuxserve/4.2.1' },
      ]);
      expect(r.technologies.map((t) => t.name)).toContain('Python');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
