import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import {
  buildFingerprintSet,
  FingerprintDataError,
  loadFingerprints,
  readFingerprintData,
  slugify,
} from './load';

const cats = { '1': { name: 'CMS', priority: 1 }, '12': { name: 'JavaScript frameworks', priority: 8 } };

describe('slugify', () => {
  it('is Wappalyzer slugify', () => {
    expect(slugify('Node.js')).toBe('node-js');
    expect(slugify('  C++ / Boost ')).toBe('c-boost');
    expect(slugify('Baidu Analytics (百度统计)')).toBe('baidu-analytics');
    expect(slugify('--A--B--')).toBe('a-b');
  });
});

describe('buildFingerprintSet (normalisation)', () => {
  it('normalises every field form', () => {
    const set = buildFingerprintSet(
      {
        A: {
          cats: 1,
          website: 'https://a.example',
          html: 'one',
          scriptSrc: ['two', 'three\\;version:\\1'],
          headers: { 'X-Powered-By': 'A', Server: ['a1', 'a2'] },
          cookies: { SESS_A: '' },
          meta: { Generator: 'A ([\\d.]+)\\;version:\\1' },
          dns: { txt: 'a-verification' },
          js: { 'A.version': '([\\d.]+)\\;version:\\1' },
          dom: '#a',
          implies: 'B\\;confidence:50',
          requiresCategory: '12',
          excludes: ['B'],
        },
        B: {
          cats: [12],
          website: 'https://b.example',
          dom: {
            '.b': { attributes: { 'data-v': '(\\d+)\\;version:\\1' }, text: 'bee' },
            '#b2': { exists: '' },
          },
          requires: 'A',
        },
        C: { cats: [12], website: 'https://c.example', dom: ['#c1', '#c2'] },
      },
      cats,
    );
    const a = set.technologies.get('A')!;
    expect(a.categoryIds).toEqual([1]);
    expect(a.patterns.html.map((p) => p.source)).toEqual(['one']);
    expect(a.patterns.scriptSrc).toHaveLength(2);
    expect([...a.keyed.headers.keys()]).toEqual(['x-powered-by', 'server']);
    expect(a.keyed.headers.get('server')!.map((p) => p.source)).toEqual(['a1', 'a2']);
    expect([...a.keyed.cookies.keys()]).toEqual(['sess_a']);
    expect([...a.keyed.meta.keys()]).toEqual(['generator']);
    expect([...a.keyed.dns.keys()]).toEqual(['TXT']);
    expect([...a.keyed.js.keys()]).toEqual(['A.version']);
    expect(a.dom.map((d) => d.selector)).toEqual(['#a']);
    expect(a.dom[0].exists).not.toBeNull();
    expect(a.implies).toEqual([
      { name: 'B', confidence: 50, version: null, raw: 'B\\;confidence:50', buildTime: false },
    ]);
    expect(a.requiresCategory).toEqual([12]);
    expect(a.excludes).toEqual(['B']);
    expect(a.gated).toBe(true);
    expect(a.patternCount).toBe(11);
    const b = set.technologies.get('B')!;
    expect(b.requires).toEqual(['A']);
    expect(b.dom).toHaveLength(2);
    expect(b.dom[0]).toMatchObject({ selector: '.b', exists: null });
    expect(b.dom[0].text?.source).toBe('bee');
    expect(b.dom[0].attributes.map((x) => x.name)).toEqual(['data-v']);
    expect(b.dom[1].exists).not.toBeNull();
    expect(set.technologies.get('C')!.dom.map((d) => d.selector)).toEqual(['#c1', '#c2']);
    expect(set.categories.get(12)).toEqual({
      id: 12,
      name: 'JavaScript frameworks',
      slug: 'javascript-frameworks',
      priority: 8,
    });
    expect(set.index.keyed.headers.get('server')!.map((e) => e.tech.name)).toEqual(['A']);
    expect(set.index.strings.scriptSrc.map((e) => e.tech.name)).toEqual(['A']);
    expect(set.index.dom.get('#b2')!.map((e) => e.tech.name)).toEqual(['B']);
    expect(set.counts).toMatchObject({ technologies: 3, categories: 2, patterns: 11 + 3 + 2 });
  });

  it('assigns unique slugs, collisions in code-point order', () => {
    const set = buildFingerprintSet(
      {
        timeago: { cats: [1] },
        Timeago: { cats: [1] },
        'Time ago': { cats: [1] },
        'timeago-2': { cats: [1] },
      },
      cats,
    );
    expect([...set.technologies.values()].map((t) => [t.name, t.slug])).toEqual([
      ['timeago', 'timeago-3'],
      ['Timeago', 'timeago'],
      ['Time ago', 'time-ago'],
      ['timeago-2', 'timeago-2'],
    ]);
    expect(set.counts.slugCollisions).toBe(1);
    expect(set.bySlug.get('timeago')!.name).toBe('Timeago');
  });

  it.each([
    [{ X: { cats: [1], html: 'a(b' } }, /"X": html: invalid regular expression/],
    [{ X: { cats: [1], implies: 'Nope' } }, /"X": implies names an unknown technology "Nope"/],
    [{ X: { cats: [1], requires: 'Nope' } }, /"X": requires names an unknown technology "Nope"/],
    [{ X: { cats: [1], excludes: 'Nope' } }, /"X": excludes names an unknown technology "Nope"/],
    [{ X: { cats: [99] } }, /"X": cats: unknown category id 99/],
    [{ X: { cats: [1], requiresCategory: [77] } }, /"X": requiresCategory: unknown category id 77/],
    [{ X: { cats: [1], headers: 'a' } }, /"X": headers: expected an object/],
    [
      { X: { cats: [1], meta: { generator: 'x\\;confidence:lots' } } },
      /"X": meta.generator: invalid confidence/,
    ],
  ])('fails loudly with the technology name (%#)', (data, message) => {
    expect(() => buildFingerprintSet(data, cats)).toThrow(FingerprintDataError);
    expect(() => buildFingerprintSet(data, cats)).toThrow(message);
  });
});

describe('overlay', () => {
  it('replaces, adds and removes technologies, strips _comment', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'overlay-'));
    writeFileSync(
      path.join(dir, 'a.json'),
      JSON.stringify({
        _comment: 'file comment',
        jQuery: {
          _comment: 'why',
          cats: [59],
          website: 'https://jquery.com',
          scriptSrc: ['only-this\\;version:\\1'],
        },
        'StackLens Test Tech': { cats: [19], website: 'https://stacklens.dev', html: 'stacklens-test' },
        Fastspring: null,
      }),
    );
    const data = readFingerprintData(dir);
    expect(data.overlayEntries).toBe(3);
    expect(data.technologies.jQuery).toEqual({
      cats: [59],
      website: 'https://jquery.com',
      scriptSrc: ['only-this\\;version:\\1'],
    });
    expect(data.technologies.Fastspring).toBeUndefined();
    const set = loadFingerprints({ overlayDir: dir });
    expect(set.technologies.get('StackLens Test Tech')!.slug).toBe('stacklens-test-tech');
    expect(set.technologies.get('jQuery')!.patterns.scriptSrc.map((p) => p.source)).toEqual(['only-this']);
    expect(set.technologies.has('_comment')).toBe(false);
  });

  it('an overlay that breaks a reference fails loudly', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'overlay-'));
    writeFileSync(path.join(dir, 'a.json'), JSON.stringify({ PHP: null }));
    expect(() => loadFingerprints({ overlayDir: dir })).toThrow(/names an unknown technology "PHP"/);
  });

  it('build-time-implications.json is read as rules, not as a technology; a malformed one fails loudly', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'overlay-'));
    const rules = {
      _comment: 'why',
      maxConfidence: 40,
      categoryRules: [{ from: [57], to: [27] }],
      implications: [{ from: 'MkDocs', to: 'Python' }],
    };
    writeFileSync(path.join(dir, 'build-time-implications.json'), JSON.stringify(rules));
    const data = readFingerprintData(dir);
    expect(data.overlayEntries).toBe(0);
    expect(data.buildTime).toEqual({
      maxConfidence: 40,
      categoryRules: [{ from: [57], to: [27] }],
      implications: [{ from: 'MkDocs', to: 'Python' }],
    });
    const set = loadFingerprints({ overlayDir: dir });
    expect(set.buildTimeMaxConfidence).toBe(40);
    expect(set.technologies.get('Hexo')!.implies.find((r) => r.name === 'Node.js')!.buildTime).toBe(true);
    expect(set.technologies.get('WordPress')!.implies.every((r) => !r.buildTime)).toBe(true);

    const bad = mkdtempSync(path.join(tmpdir(), 'overlay-'));
    writeFileSync(
      path.join(bad, 'build-time-implications.json'),
      JSON.stringify({ maxConfidence: 50, categoryRules: [{ from: 57 }], implications: [] }),
    );
    expect(() => readFingerprintData(bad)).toThrow(FingerprintDataError);
  });
});

describe('the real fingerprint set', () => {
  const set = loadFingerprints();

  it('build-time implications: static site generators → their language, listed documentation generators', () => {
    const buildTime = [...set.technologies.values()].flatMap((t) =>
      t.implies.filter((r) => r.buildTime).map((r) => `${t.name} → ${r.name}`),
    );
    expect(buildTime).toEqual(
      expect.arrayContaining([
        'Hexo → Node.js',
        'Jekyll → Ruby',
        'Pelican → Python',
        'MkDocs → Python',
        'TypeDoc → TypeScript',
      ]),
    );
    expect(buildTime).not.toContain('Gatsby → React');
    expect(buildTime).not.toContain('BookStack → PHP');
    expect(set.buildTimeMaxConfidence).toBe(50);
  });

  it('loads, with counts', () => {
    const upstream = loadFingerprints({ overlayDir: null });
    // Reported figures (see the closing note of issue 2).
    console.log(
      `fingerprints: ${set.counts.technologies} technologies, ${set.counts.categories} categories, ${set.counts.patterns} patterns, ` +
        `${set.counts.overlayEntries} overlay entries, loaded in ${Math.round(set.loadMs)} ms (upstream only: ${upstream.counts.technologies} technologies, ${upstream.counts.slugCollisions} slug collisions)`,
    );
    expect(set.counts.technologies).toBeGreaterThan(7000);
    expect(set.counts.categories).toBeGreaterThan(100);
    expect(set.counts.patterns).toBeGreaterThan(13000);
    // duplicates.json removes 8 records; additions.json and the round files (round6.json … round12.json) add
    // technologies upstream does not know
    const added = [
      'Material for MkDocs',
      'Pagefind',
      'Fuse.js',
      'PostfixAdmin',
      'Prometheus',
      'Alertmanager',
      'Cacti',
      'Cockpit',
      'PatternFly',
      'Netdata',
      'Nagios',
      'Icinga Web 2',
      'phpLDAPadmin',
      'Jupyter Notebook',
      'Fossil',
      'Gitit',
      'Happstack',
      'HonKit',
      'Mercurial',
      'Icecast',
      'Radicale',
      'Syncthing',
      'Transmission',
      'CUPS',
      'Deluge',
      'Rspamd',
      'ZNC',
      'qBittorrent',
      'RabbitMQ',
      'phpSysInfo',
      'Kiwix',
      'Monit',
      'HAProxy',
      'GoAccess',
      'Verdaccio',
      'Redis Commander',
      'Zigbee2MQTT',
      'LDAP Account Manager',
      'Graphite',
      'SmokePing',
      'Tiny Tiny RSS',
      'Munin',
      'Supervisor',
      'WarpDrive',
      'JSDoc',
      'Slidev',
      'Marp',
      'Pandoc',
      'aiohttp',
      'Waitress',
      'Catalyst',
      'Plack',
      'darkstat',
      'Apt-Cacher NG',
      'Squid',
      'Privoxy',
      'LemonLDAP::NG',
      'calibre',
      'RapiDoc',
      'GraphiQL',
      'apiDoc',
      'Compodoc',
      'Prometheus Pushgateway',
      'PowerDNS Recursor',
      'dnsdist',
      'Knot Resolver',
      'Glances',
      'Dygraphs',
      'TopoJSON',
      'Datamaps',
      'MRTG',
      'Webalizer',
      'SARG',
      'Network UPS Tools',
      'Tinyproxy',
      'bepasty',
      'searx',
      'Mopidy',
      'webfs',
      'rclone',
      'jQuery File Upload',
      'klaus',
      'Loggerhead',
      'Paste',
      'CVSweb',
      'documentation.js',
      'AnchorJS',
      'Split.js',
      'Basscss',
      'Ladle',
      'Waku',
      'Analog',
      'Request Tracker',
      'LedgerSMB',
      'DAViCal',
      'Horde',
      'NagVis',
      'MiniDLNA',
      'micro_httpd',
      'Monitorix',
      'Gerbera',
      'Portable SDK for UPnP devices',
      'Xandikos',
      'Prosody',
      'groff',
      'Texinfo',
      'MHonArc',
      'txt2tags',
      'HeVeA',
      'SqWebMail',
      'Mailgraph',
      'Prometheus Node Exporter',
      'Prometheus Blackbox Exporter',
      'PowerDNS Authoritative Server',
      'BIND',
      'rustdoc',
      'YARD',
      'Natural Docs',
      'pydoctor',
      'pod2html',
      'http-server',
      'serve',
      'JSON Server',
      'serve-index',
      'live-server',
      'Browsersync',
      'Docco',
      'SassDoc',
      'kss-node',
      'ESDoc',
      'Analog CE',
      'AWFFull',
      'Calamaris',
      'apcupsd',
      'Django Debug Toolbar',
      'nbconvert',
      'Ion.RangeSlider',
      'Werkzeug',
      'Thin',
      'Puma',
      'BusyBox',
      'Docutils',
      'PHP-FPM',
      'DocBook XSL',
      'LaTeX2HTML',
      'TtH',
      'GTK-Doc',
      'man2html',
      'Blosxom',
      'CivetWeb',
      'Bottle.py',
      'Falcon',
      'web.py',
      'Cheroot',
      'Pydoc',
      'EDoc',
      'ocamldoc',
      'noweb',
      'PHP built-in web server',
      'inets',
    ];
    for (const name of added) {
      expect(set.technologies.has(name)).toBe(true);
      expect(upstream.technologies.has(name)).toBe(false);
    }
    expect(set.counts.technologies - upstream.counts.technologies).toBe(added.length - 8);
    expect(set.counts.slugCollisions).toBe(0);
  });

  it('is memoised per process and per options', () => {
    expect(loadFingerprints()).toBe(set);
    expect(loadFingerprints({})).toBe(set);
    expect(loadFingerprints({ overlayDir: null })).not.toBe(set);
  });

  it('every implied, required and excluded name exists; slugs are unique', () => {
    const slugs = new Set<string>();
    for (const tech of set.technologies.values()) {
      for (const r of tech.implies) expect(set.technologies.has(r.name)).toBe(true);
      for (const n of tech.requires) expect(set.technologies.has(n)).toBe(true);
      for (const n of tech.excludes) expect(set.technologies.has(n)).toBe(true);
      for (const id of tech.requiresCategory) expect(set.categories.has(id)).toBe(true);
      expect(tech.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(slugs.has(tech.slug)).toBe(false);
      slugs.add(tech.slug);
    }
  });

  it('every regex is compiled with flag i only and bounded quantifiers', () => {
    for (const tech of set.technologies.values()) {
      for (const list of Object.values(tech.patterns)) {
        for (const p of list) {
          expect(p.regex.flags).toBe('i');
          expect(p.regex.source).not.toMatch(/(?<!\\)[+*](?![^[]*\])/);
          expect(p.regex.source).not.toMatch(/(?<!\\)\{\d+,\}/);
        }
      }
    }
  });
});
