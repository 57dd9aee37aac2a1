/**
 * Application versions from the cache-busting query of the application's own assets (issue 25 §3), on a real
 * WordPress 6.1.9 page (the corpus' `wordpress/body.html`, Twenty Twenty-Three on Debian) with its generator meta
 * removed, and on variations of it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { readCompiledSet, writeCompiledSet } from '../fingerprints/compiled-cache';
import {
  buildFingerprintSet,
  FingerprintDataError,
  loadFingerprints,
  type RawTechnology,
} from '../fingerprints/load';
import { emptySignals } from '../types';
import { addAssetVersionMatches, agreedAssetVersion } from './asset-versions';
import { matchSignals, type MatchesByTechnology } from './match';
import { resolveDetections } from './resolve-detections';
import { findRuntimeEvidence } from './runtime-evidence';
import { detect } from './detect';

const fingerprints = loadFingerprints();
const wordpressPage = readFileSync(path.join(__dirname, '../../corpus/corpus/wordpress/body.html'), 'utf8');
const withoutGenerator = wordpressPage.replace(/<meta name="generator"[^>]*>/g, '');
// the rules are overlay data (`versions.json`), compiled into the set
const [wordpressRule] = fingerprints.technologies.get('WordPress')!.assetVersions;
const [drupalRule] = fingerprints.technologies.get('Drupal')!.assetVersions;
const wordpress = (html: string, scriptSrc: string[] = []) =>
  detect({ ...emptySignals('https://blog.example.org/'), html, scriptSrc }, fingerprints).find(
    (d) => d.name === 'WordPress',
  );

describe('application versions from the cache busters of its own assets', () => {
  it('the real page: the block style and the emoji loader settings agree on 6.1.9', () => {
    expect(withoutGenerator).not.toContain('content="WordPress 6.1.9"');
    expect(agreedAssetVersion([withoutGenerator], wordpressRule)?.version).toBe('6.1.9');
    const found = wordpress(withoutGenerator);
    expect(found?.version).toBe('6.1.9');
    expect(found?.evidence.some((e) => e.version === '6.1.9' && e.family === 'html')).toBe(true);
  });

  it('without the rule the page has no WordPress version (what the rule adds)', () => {
    const signals = { ...emptySignals('https://blog.example.org/'), html: withoutGenerator };
    const withoutRule = resolveDetections(
      matchSignals(signals, fingerprints),
      fingerprints,
      findRuntimeEvidence(signals),
    );
    const found = withoutRule.find((d) => d.name === 'WordPress');
    expect(found).toBeDefined();
    expect(found?.version ?? null).toBeNull();
  });

  it('one asset is not enough, and assets that disagree give no version', () => {
    const oneAsset = withoutGenerator.replace(
      /wp-emoji-release\.min\.js\?ver=6\.1\.9/g,
      'wp-emoji-release.min.js',
    );
    expect(agreedAssetVersion([oneAsset], wordpressRule)).toBeNull();
    const disagree = withoutGenerator.replace(
      /wp-emoji-release\.min\.js\?ver=6\.1\.9/g,
      'wp-emoji-release.min.js?ver=6.2',
    );
    expect(agreedAssetVersion([disagree], wordpressRule)).toBeNull();
    expect(wordpress(disagree)?.version ?? null).toBeNull();
  });

  it('vendor files carry their own version and are not counted; script URLs count', () => {
    const vendor = [
      'https://blog.example.org/wp-includes/js/jquery/jquery.min.js?ver=3.7.1',
      'https://blog.example.org/wp-includes/js/jquery/jquery-migrate.min.js?ver=3.4.1',
    ];
    const oneAsset = withoutGenerator.replace(
      /wp-emoji-release\.min\.js\?ver=6\.1\.9/g,
      'wp-emoji-release.min.js',
    );
    expect(agreedAssetVersion([oneAsset, ...vendor], wordpressRule)).toBeNull();
    expect(
      agreedAssetVersion(
        [oneAsset, ...vendor, 'https://blog.example.org/wp-includes/js/wp-embed.min.js?ver=6.1.9'],
        wordpressRule,
      )?.version,
    ).toBe('6.1.9');
  });

  it('two core assets on a minimal page; nothing for a technology no other pattern found', () => {
    const html =
      '<link rel="stylesheet" href="/wp-includes/css/dashicons.min.css?ver=6.4.2"><script src="/wp-includes/js/wp-embed.min.js?ver=6.4.2"></script>';
    expect(wordpress(html)?.version).toBe('6.4.2');
    const matches: MatchesByTechnology = new Map();
    addAssetVersionMatches(matches, { html, scriptSrc: [] }, fingerprints);
    expect(matches.size).toBe(0);
  });

  it('Drupal: core/misc scripts with the same ?v=', () => {
    const html =
      '<script src="/core/misc/drupal.js?v=10.3.1"></script><script src="/core/misc/drupalSettingsLoader.js?v=10.3.1"></script>' +
      '<script src="/core/assets/vendor/jquery/jquery.min.js?v=3.7.1"></script>';
    expect(agreedAssetVersion([html], drupalRule)?.version).toBe('10.3.1');
    expect(
      agreedAssetVersion(['<script src="/core/misc/drupal.js?v=10.3.1"></script>'], drupalRule),
    ).toBeNull();
  });
});

describe('asset version rules are fingerprint data (overlay field `assetVersions`)', () => {
  // a made-up application that no code names: its rule exists only in this test's fingerprint data
  const acme = (assetVersions: unknown): Record<string, RawTechnology> => ({
    'Acme CMS': { cats: [1], meta: { generator: '^Acme CMS$' }, assetVersions },
  });
  const acmeRule = [{ asset: '/acme/static/([\\w.-]+\\.js)\\?rev=(\\d+\\.\\d+)', minAssets: 2 }];
  const categories = { 1: { name: 'CMS', priority: 1 } };
  const acmePage = (scripts: string[]) =>
    `<html><head><meta name="generator" content="Acme CMS">${scripts
      .map((s) => `<script src="/acme/static/${s}"></script>`)
      .join('')}</head></html>`;
  const acmeVersion = (set: ReturnType<typeof buildFingerprintSet>, html: string) => {
    const meta = { generator: ['Acme CMS'] };
    const found = detect({ ...emptySignals('https://acme.example/'), html, meta }, set);
    return found.find((d) => d.name === 'Acme CMS');
  };

  it('a rule defined only in the data gives the version its assets agree on, also from a cached set', () => {
    const set = buildFingerprintSet(acme(acmeRule), categories);
    expect(set.technologies.get('Acme CMS')!.assetVersions).toEqual([
      { asset: acmeRule[0].asset, minAssets: 2 },
    ]);
    const agreeing = acmePage(['core.js?rev=4.2', 'editor.js?rev=4.2']);
    expect(acmeVersion(set, agreeing)?.version).toBe('4.2');
    expect(acmeVersion(set, acmePage(['core.js?rev=4.2']))?.version ?? null).toBeNull();
    expect(acmeVersion(set, acmePage(['core.js?rev=4.2', 'editor.js?rev=4.3']))?.version ?? null).toBeNull();
    // without the field the same page has no version
    expect(
      acmeVersion(buildFingerprintSet(acme(undefined), categories), agreeing)?.version ?? null,
    ).toBeNull();
    const dir = mkdtempSync(path.join(tmpdir(), 'stacklens-asset-versions-'));
    try {
      writeCompiledSet(dir, 'acme', set);
      const stored = readCompiledSet(dir, 'acme')!;
      expect(stored.technologies.get('Acme CMS')!.assetVersions).toEqual(
        set.technologies.get('Acme CMS')!.assetVersions,
      );
      expect(acmeVersion(stored, agreeing)?.version).toBe('4.2');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['not a list', { asset: acmeRule[0].asset, minAssets: 2 }, 'assetVersions: expected a list of rules'],
    [
      'a bad regular expression',
      [{ asset: '/acme/(([\\w.-]+\\.js)\\?rev=(\\d+)', minAssets: 2 }],
      'assetVersions[0].asset: Invalid regular expression',
    ],
    [
      'one group',
      [{ asset: '/acme/[\\w.-]+\\.js\\?rev=(\\d+)', minAssets: 2 }],
      'needs exactly 2 capturing groups (asset path, version), has 1',
    ],
    ['three groups', [{ asset: '/acme/(([\\w.-]+)\\.js)\\?rev=(\\d+)', minAssets: 2 }], 'has 3'],
    [
      'minAssets 0',
      [{ asset: acmeRule[0].asset, minAssets: 0 }],
      'assetVersions[0].minAssets: expected an integer ≥ 1',
    ],
    [
      'a misspelt field',
      [{ asset: acmeRule[0].asset, minAsset: 2 }],
      'assetVersions[0]: unknown field "minAsset"',
    ],
  ])('a rule with %s is a load error naming the technology', (_why, rule, message) => {
    expect(() => buildFingerprintSet(acme(rule), categories)).toThrow(FingerprintDataError);
    expect(() => buildFingerprintSet(acme(rule), categories)).toThrow(
      /^Fingerprint data error in "Acme CMS": assetVersions/,
    );
    expect(() => buildFingerprintSet(acme(rule), categories)).toThrow(message);
  });

  it('an overlay file with a bad rule fails loadFingerprints', () => {
    const overlay = mkdtempSync(path.join(tmpdir(), 'stacklens-overlay-'));
    try {
      writeFileSync(
        path.join(overlay, 'additions.json'),
        JSON.stringify(acme([{ asset: '/acme/static/(x)\\?rev=\\d+', minAssets: 2 }])),
      );
      expect(() => loadFingerprints({ overlayDir: overlay })).toThrow(
        'Fingerprint data error in "Acme CMS": assetVersions[0].asset: needs exactly 2 capturing groups',
      );
    } finally {
      rmSync(overlay, { recursive: true, force: true });
    }
  });
});
