import { DetectedTechnologySchema } from '@stacklens/contracts';
import { buildFingerprintSet, loadFingerprints } from '../fingerprints/load';
import { emptySignals, type Signals } from '../types';
import { detect, toDetectedTechnologies } from './detect';

describe('toDetectedTechnologies', () => {
  const fp = buildFingerprintSet(
    {
      WordPress: {
        cats: [87, 1],
        website: 'https://wordpress.org',
        icon: 'WordPress.svg',
        meta: { generator: 'WordPress ([\\d.]+)\\;version:\\1' },
      },
      Tiny: { cats: [87], website: 'https://tiny.example' },
    },
    { '1': { name: 'CMS', priority: 1 }, '87': { name: 'WordPress plugins', priority: 8 } },
  );

  it('maps to the contracts shape, categories by priority, latest version status', () => {
    const detections = detect(
      { ...emptySignals('https://x/'), meta: { generator: ['WordPress 6.3.1'] } },
      fp,
    );
    const techs = toDetectedTechnologies(detections, fp, (name, version) =>
      name === 'WordPress' && version === '6.3.1' ? { version: '6.4.2' } : null,
    );
    expect(techs).toEqual([
      {
        name: 'WordPress',
        slug: 'wordpress',
        version: '6.3.1',
        latestVersion: '6.4.2',
        versionStatus: 'minor-behind',
        confidence: 100,
        categories: [
          { id: 1, name: 'CMS', slug: 'cms' },
          { id: 87, name: 'WordPress plugins', slug: 'wordpress-plugins' },
        ],
        website: 'https://wordpress.org',
        icon: 'WordPress.svg',
        implied: false,
        evidence: [
          {
            family: 'meta',
            key: 'generator',
            pattern: expect.any(String),
            value: 'WordPress 6.3.1',
            confidence: 100,
            version: '6.3.1',
          },
        ],
      },
    ]);
    for (const t of techs) expect(DetectedTechnologySchema.parse(t)).toEqual(t);
  });

  it('without a lookup: latest null, status unknown; icon null when absent', () => {
    const techs = toDetectedTechnologies(
      [
        {
          name: 'Tiny',
          slug: 'tiny',
          version: '1.0',
          confidence: 49.6,
          categoryIds: [87],
          implied: true,
          evidence: [],
        },
      ],
      fp,
    );
    expect(techs[0]).toMatchObject({
      latestVersion: null,
      versionStatus: 'unknown',
      icon: null,
      confidence: 50,
      implied: true,
    });
  });
});

describe('detect with the real fingerprint set', () => {
  const fp = loadFingerprints();
  const page: Signals = {
    ...emptySignals('https://shop.example.com/'),
    headers: {
      server: ['nginx/1.24.0'],
      'x-powered-by': ['PHP/8.2.13'],
      'set-cookie': ['PHPSESSID=abc; path=/; HttpOnly'],
    },
    cookies: { PHPSESSID: 'abc' },
    meta: { generator: ['WordPress 6.4.2'] },
    html:
      '<!doctype html><html lang="en"><head><meta name="generator" content="WordPress 6.4.2">' +
      '<link rel="stylesheet" href="https://shop.example.com/wp-content/themes/twentytwentyfour/style.css?ver=1.0">' +
      '<script src="https://shop.example.com/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script></head><body></body></html>',
    scriptSrc: [
      'https://shop.example.com/wp-includes/js/jquery/jquery.min.js?ver=3.7.1',
      'https://code.jquery.com/jquery-3.6.0.min.js',
    ],
  };

  it('finds the stack with versions and implied technologies', () => {
    const ds = detect(page, fp);
    const byName = Object.fromEntries(ds.map((d) => [d.name, [d.version, d.confidence, d.implied]]));
    expect(byName).toMatchObject({
      WordPress: ['6.4.2', 100, false],
      Nginx: ['1.24.0', 100, false],
      PHP: ['8.2.13', 100, false],
      jQuery: ['3.6.0', 100, false],
      MySQL: [null, 100, true],
    });
    const wp = ds.find((d) => d.name === 'WordPress')!;
    expect(wp.evidence).toContainEqual({
      family: 'meta',
      key: 'generator',
      pattern: expect.any(String),
      value: 'WordPress 6.4.2',
      confidence: 100,
      version: '6.4.2',
    });
    for (const d of ds) expect(d.evidence.length).toBeGreaterThan(0);
  });

  it('empty signals detect nothing', () => {
    expect(detect(emptySignals('https://example.com/'), fp)).toEqual([]);
  });
});
