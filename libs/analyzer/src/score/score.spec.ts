import { ScoreSchema, type DetectedTechnology } from '@stacklens/contracts';
import { emptySignals, type PageFacts, type Signals } from '../types';
import type { TechnologyVulnerabilities } from '../vulnerabilities/types';
import {
  computeScore,
  knownVulnerabilitiesCheck,
  parseSetCookies,
  SCORE_MODEL_VERSION,
  type LighthouseEvidence,
} from './score';

const facts = (patch: Partial<PageFacts> = {}): PageFacts => ({
  finalUrl: 'https://example.com/',
  statusCode: 200,
  httpVersion: '2',
  ttfbMs: 120,
  transferBytes: 20_000,
  htmlBytes: 80_000,
  contentEncoding: 'br',
  redirects: 0,
  httpRedirectsToHttps: true,
  tls: { valid: true, issuer: "Let's Encrypt", protocol: 'TLSv1.3', validTo: '2030-01-01T00:00:00.000Z' },
  robotsTxt: true,
  sitemap: true,
  requestCount: null,
  ...patch,
});

const tech = (
  name: string,
  version: string | null,
  latestVersion: string | null,
  versionStatus: DetectedTechnology['versionStatus'],
): DetectedTechnology => ({
  name,
  slug: name.toLowerCase(),
  version,
  latestVersion,
  versionStatus,
  confidence: 100,
  evidence: [],
  categories: [],
  website: null,
  icon: null,
  implied: false,
});

const secureSignals = (): Signals => ({
  ...emptySignals('https://example.com/'),
  headers: {
    'strict-transport-security': ['max-age=31536000; includeSubDomains'],
    'content-security-policy': ["default-src 'self'; frame-ancestors 'none'"],
    'x-content-type-options': ['nosniff'],
    'referrer-policy': ['strict-origin-when-cross-origin'],
    server: ['nginx'],
    'cache-control': ['max-age=600'],
    'set-cookie': ['sid=1; Path=/; Secure; HttpOnly; SameSite=Lax'],
  },
  meta: { description: ['A modern site'], viewport: ['width=device-width, initial-scale=1'] },
  html: '<!doctype html><html lang="en"><head><title>Modern</title></head><body></body></html>',
});

const part = (score: ReturnType<typeof computeScore>, key: string) =>
  score.breakdown.find((p) => p.key === key)!;

describe('computeScore', () => {
  it('a secure, modern, fast page scores 100 (success)', () => {
    const score = computeScore({
      signals: secureSignals(),
      facts: facts(),
      technologies: [tech('React', '18.3.1', '18.3.1', 'up-to-date')],
    });
    expect(ScoreSchema.parse(score)).toEqual(score);
    expect(score.value).toBe(100);
    expect(score.band).toBe('success');
    expect(score.modelVersion).toBe(SCORE_MODEL_VERSION);
    expect(SCORE_MODEL_VERSION).toBe(3);
    expect(score.breakdown.map((p) => [p.key, p.weight, p.points])).toEqual([
      ['modernity', 30, 30],
      ['security', 30, 30],
      ['performance', 25, 25],
      ['bestPractice', 15, 15],
    ]);
    expect(part(score, 'performance').checks.find((c) => c.id === 'ttfb')).toMatchObject({
      passed: true,
      earned: 1,
      detail: 'TTFB 120 ms',
    });
    expect(part(score, 'performance').checks.find((c) => c.id === 'request-count')).toMatchObject({
      passed: null,
      earned: 0,
    });
  });

  it('an insecure, outdated, slow page scores low (error)', () => {
    const signals: Signals = {
      ...emptySignals('http://old.example.com/'),
      headers: {
        server: ['Apache/2.2.15 (CentOS)'],
        'x-powered-by': ['PHP/5.6.40'],
        'set-cookie': ['PHPSESSID=1; path=/'],
      },
      html: '<html><body>old</body></html>',
    };
    const score = computeScore({
      signals,
      facts: facts({
        finalUrl: 'http://old.example.com/',
        httpVersion: '1.1',
        ttfbMs: 2400,
        transferBytes: 1_500_000,
        htmlBytes: 1_500_000,
        contentEncoding: '',
        httpRedirectsToHttps: false,
        tls: null,
        robotsTxt: false,
        sitemap: false,
      }),
      technologies: [
        tech('PHP', '5.6.40', '8.3.0', 'end-of-life'),
        tech('jQuery', '1.12.4', '3.7.1', 'major-behind'),
      ],
    });
    expect(score.breakdown.map((p) => [p.key, p.points])).toEqual([
      ['modernity', 4.5], // (0 + 0.3) / 2 × 30
      ['security', 0], // nothing passes, cookies neither Secure nor HttpOnly
      ['performance', 0],
      ['bestPractice', 0],
    ]);
    expect(score.value).toBe(5);
    expect(score.band).toBe('error');
    const leak = part(score, 'security').checks.find((c) => c.id === 'no-version-leak')!;
    expect(leak).toMatchObject({
      passed: false,
      detail: 'Leaks server: Apache/2.2.15 (CentOS); x-powered-by: PHP/5.6.40',
    });
  });

  it('null checks carry no weight: the part renormalises over measured checks', () => {
    const signals = secureSignals();
    delete signals.headers['set-cookie'];
    const score = computeScore({
      signals,
      facts: facts({ httpRedirectsToHttps: null, ttfbMs: null, transferBytes: 400_000, requestCount: null }),
      technologies: [tech('React', '18.3.1', '18.3.1', 'up-to-date')],
    });
    const perf = part(score, 'performance');
    // measured: transfer-size [2] earned 0.35, compression [2] 1, http2 [1] 1, caching [1] 1 → (0.7 + 2 + 1 + 1) / 6
    expect(perf.points).toBe(Math.round(25 * (4.7 / 6) * 10) / 10);
    expect(perf.checks.filter((c) => c.passed === null).map((c) => c.id)).toEqual(['ttfb', 'request-count']);
    expect(part(score, 'security').points).toBe(30);
    expect(
      part(score, 'security')
        .checks.filter((c) => c.passed === null)
        .map((c) => c.id),
    ).toEqual(['http-redirects-to-https', 'secure-cookies', 'known-vulnerabilities']);
  });

  it('a part with no evidence is not measured and its weight is redistributed over the measured parts', () => {
    const signals = secureSignals();
    signals.headers = {};
    const score = computeScore({
      signals,
      facts: facts(),
      technologies: [tech('Foo', '1.0', null, 'unknown'), tech('Bar', null, '2.0', 'unknown')],
    });
    expect(ScoreSchema.parse(score)).toEqual(score);
    const modernity = part(score, 'modernity');
    expect(modernity).toMatchObject({
      measured: false,
      nominalWeight: 30,
      weight: 0,
      points: 0,
      checks: [],
      coverage: { measured: 0, total: 2, text: '0 of 2 versioned technologies measured' },
    });
    // security: https 3 + cert 3 + redirect 2 + no-version-leak 1 (no Server header) = 9 of 16 (secure-cookies null)
    // performance: ttfb 3 + transfer 2 + compression 2 + http2 1 = 8 of 9 (caching fails, request-count null)
    // the 70 measured nominal points are scaled to 100: effective weights 30/0.7, 25/0.7, 15/0.7
    const measured = ['security', 'performance', 'bestPractice'].map((k) => part(score, k));
    expect(measured.map((p) => [p.measured, p.nominalWeight, p.weight])).toEqual([
      [true, 30, 42.9],
      [true, 25, 35.7],
      [true, 15, 21.4],
    ]);
    const security = (30 / 0.7) * (9 / 16);
    const performance = (25 / 0.7) * (8 / 9);
    const bestPractice = 15 / 0.7;
    expect(measured.map((p) => p.points)).toEqual([24.1, 31.7, 21.4]);
    expect(score.value).toBe(Math.round(security + performance + bestPractice));
    expect(score.value).toBe(77);
  });

  it('unknown versions are never perfect: only fully known versions score, with the coverage', () => {
    const technologies = [
      tech('WordPress', '6.1.9', '6.8.3', 'minor-behind'),
      tech('Apache HTTP Server', '2.4.71', null, 'unknown'),
      tech('PHP', null, '8.4.14', 'unknown'),
      tech('Google Analytics', null, null, 'unknown'),
    ];
    const score = computeScore({ signals: secureSignals(), facts: facts(), technologies });
    const modernity = part(score, 'modernity');
    expect(modernity.coverage).toEqual({
      measured: 1,
      total: 3,
      text: '1 of 3 versioned technologies measured',
    });
    expect(modernity.checks.map((c) => [c.id, c.earned, c.source])).toEqual([
      ['version-wordpress', 0.7, 'versions'],
    ]);
    expect(modernity.points).toBe(21); // 30 × 0.7: the unknown ones neither help nor count as perfect
    expect(score.value).toBe(91);
  });

  it('an end-of-life cycle costs everything in Modernity', () => {
    const score = computeScore({
      signals: secureSignals(),
      facts: facts(),
      technologies: [
        tech('PHP', '7.4.33', '7.4.33', 'end-of-life'),
        tech('Nginx', '1.29.3', '1.29.3', 'up-to-date'),
      ],
    });
    const modernity = part(score, 'modernity');
    expect(modernity.points).toBe(15);
    expect(modernity.checks[0]).toMatchObject({
      passed: false,
      earned: 0,
      detail: 'PHP 7.4.33, latest 7.4.33: cycle past its end of life',
    });
    expect(score.value).toBe(85);
  });

  describe('with a Lighthouse report', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    const report = (fetchedAt: string): LighthouseEvidence => ({
      performance: 50,
      accessibility: 80,
      bestPractices: 100,
      seo: 90,
      metrics: { lcpMs: 3000, cls: 0.05, tbtMs: 700, fcpMs: 1200, speedIndexMs: 2000 },
      fetchedAt,
    });
    const input = (lighthouse: LighthouseEvidence | null) => ({
      signals: secureSignals(),
      facts: facts(),
      technologies: [tech('React', '18.3.1', '18.3.1', 'up-to-date')],
      lighthouse,
      now,
    });

    it('Performance and Best practice come from Lighthouse, each check naming its source and value', () => {
      const score = computeScore(input(report('2026-11-20T12:00:00Z')));
      expect(ScoreSchema.parse(score)).toEqual(score);
      const perf = part(score, 'performance');
      expect(perf.checks.map((c) => [c.id, c.earned, c.source, c.detail])).toEqual([
        ['lighthouse-performance', 0.5, 'lighthouse', 'Lighthouse 50/100'],
        ['lcp', 0.5, 'lighthouse', 'LCP 3.0 s'],
        ['cls', 1, 'lighthouse', 'CLS 0.050'],
        ['tbt', 0, 'lighthouse', 'TBT 700 ms'],
      ]);
      // (4 × 0.5 + 0.5 + 1 + 0) / 7 × 25
      expect(perf.points).toBe(12.5);
      const bp = part(score, 'bestPractice');
      expect(bp.checks.map((c) => [c.id, c.earned])).toEqual([
        ['lighthouse-best-practices', 1],
        ['lighthouse-seo', 0.9],
        ['lighthouse-accessibility', 0.8],
      ]);
      expect(bp.points).toBe(13.5); // (1 + 0.9 + 0.8) / 3 × 15
      expect(score.value).toBe(86); // 30 + 30 + 12.5 + 13.5
    });

    it('without a report, or with one older than 30 days, the HTTP measurements are used', () => {
      const absent = computeScore(input(null));
      const stale = computeScore(input(report('2026-10-25T11:59:59Z')));
      for (const score of [absent, stale]) {
        expect(part(score, 'performance').checks.map((c) => c.id)).toEqual([
          'ttfb',
          'transfer-size',
          'compression',
          'http2',
          'caching',
          'request-count',
        ]);
        expect(part(score, 'performance').checks[0].source).toBe('http');
        expect(part(score, 'bestPractice').checks[0].source).toBe('http');
        expect(score.value).toBe(100);
      }
    });

    it('a category Lighthouse could not score is not measured', () => {
      const r = report('2026-11-25T11:00:00Z');
      r.seo = null;
      const bp = part(computeScore(input(r)), 'bestPractice');
      expect(bp.checks.find((c) => c.id === 'lighthouse-seo')).toMatchObject({ passed: null, earned: 0 });
      expect(bp.points).toBe(13.5); // (1 + 0.8) / 2 × 15
    });
  });

  it('graded checks: TTFB bands, HSTS short max-age, partial cookies, frame protection via X-Frame-Options', () => {
    const signals = secureSignals();
    signals.headers['strict-transport-security'] = ['max-age=300'];
    signals.headers['content-security-policy'] = ["default-src 'self'"];
    signals.headers['x-frame-options'] = ['SAMEORIGIN'];
    signals.headers['set-cookie'] = ['a=1; Secure; HttpOnly', 'b=2; Secure'];
    const score = computeScore({ signals, facts: facts({ ttfbMs: 650 }), technologies: [] });
    const sec = Object.fromEntries(part(score, 'security').checks.map((c) => [c.id, [c.passed, c.earned]]));
    expect(sec.hsts).toEqual([false, 0.5]);
    expect(sec['frame-protection']).toEqual([true, 1]);
    expect(sec['secure-cookies']).toEqual([false, 0.75]);
    expect(part(score, 'performance').checks.find((c) => c.id === 'ttfb')).toMatchObject({
      passed: true,
      earned: 0.7,
      detail: 'TTFB 650 ms',
    });
  });

  it('parseSetCookies reads names and flags', () => {
    expect(parseSetCookies(['sid=1; Path=/; secure; HTTPONLY', 'x=; Max-Age=0', ''])).toEqual([
      { name: 'sid', secure: true, httpOnly: true },
      { name: 'x', secure: false, httpOnly: false },
    ]);
  });

  describe('known vulnerabilities (model v3)', () => {
    const lookup = (
      name: string,
      severities: TechnologyVulnerabilities['advisories'][number]['severity'][],
      mayBePatchedByDistribution = false,
    ): TechnologyVulnerabilities => ({
      name,
      version: '1.0.0',
      advisories: severities.map((severity, i) => ({
        id: `${name}-${i}`,
        aliases: [],
        severity,
        cvss: null,
        summary: '',
        fixedIn: null,
        published: null,
        url: 'https://example.org/',
        source: 'retire',
      })),
      counts: { critical: 0, high: 0, medium: 0, low: 0, unknown: 0 },
      mayBePatchedByDistribution,
      sources: ['retire'],
    });

    it('is model version 3', () => expect(SCORE_MODEL_VERSION).toBe(3));

    it('no lookup, or no detected version with advisory data: not measured, no penalty', () => {
      for (const input of [undefined, null, []]) {
        expect(knownVulnerabilitiesCheck(input)).toMatchObject({ passed: null, earned: 0 });
      }
      const secure = computeScore({
        signals: secureSignals(),
        facts: facts(),
        technologies: [],
        vulnerabilities: [],
      });
      const security = part(secure, 'security');
      expect(security.checks.find((c) => c.id === 'known-vulnerabilities')).toMatchObject({ passed: null });
      expect(security.points).toBe(
        part(computeScore({ signals: secureSignals(), facts: facts(), technologies: [] }), 'security').points,
      );
    });

    it('checked clean passes; the worst advisory of each technology costs by severity, distribution patches half', () => {
      expect(knownVulnerabilitiesCheck([lookup('jQuery', [])])).toMatchObject({ passed: true, earned: 1 });
      expect(knownVulnerabilitiesCheck([lookup('jQuery', ['high', 'low', 'low', 'low'])]).earned).toBeCloseTo(
        0.4,
      );
      expect(knownVulnerabilitiesCheck([lookup('jQuery', ['medium'])]).earned).toBeCloseTo(0.7);
      expect(knownVulnerabilitiesCheck([lookup('jQuery', ['unknown'])]).earned).toBeCloseTo(0.7);
      expect(
        knownVulnerabilitiesCheck([lookup('jQuery', ['low', 'low', 'low', 'low', 'low'])]).earned,
      ).toBeCloseTo(0.9);
      expect(knownVulnerabilitiesCheck([lookup('Apache HTTP Server', ['critical'], true)])).toMatchObject({
        passed: false,
        earned: 0.5,
        detail: expect.stringContaining('may be patched by the distribution'),
      });
      expect(knownVulnerabilitiesCheck([lookup('A', ['critical']), lookup('B', ['high'])]).earned).toBe(0);
    });

    it('the Security part loses points for a critical advisory on a detected version', () => {
      const clean = computeScore({
        signals: secureSignals(),
        facts: facts(),
        technologies: [],
        vulnerabilities: [lookup('jQuery', [])],
      });
      const vulnerable = computeScore({
        signals: secureSignals(),
        facts: facts(),
        technologies: [],
        vulnerabilities: [lookup('jQuery', ['critical'])],
      });
      expect(ScoreSchema.parse(vulnerable)).toEqual(vulnerable);
      expect(part(clean, 'security').points).toBeGreaterThan(part(vulnerable, 'security').points);
      expect(clean.value - vulnerable.value).toBeGreaterThanOrEqual(4);
    });
  });
});
