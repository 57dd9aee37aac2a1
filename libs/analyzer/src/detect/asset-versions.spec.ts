/**
 * Application versions from the cache-busting query of the application's own assets (issue 25 §3), on a real
 * WordPress 6.1.9 page (the corpus' `wordpress/body.html`, Twenty Twenty-Three on Debian) with its generator meta
 * removed, and on variations of it.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { loadFingerprints } from '../fingerprints/load';
import { emptySignals } from '../types';
import { addAssetVersionMatches, agreedAssetVersion, ASSET_VERSION_RULES } from './asset-versions';
import { matchSignals, type MatchesByTechnology } from './match';
import { resolveDetections } from './resolve-detections';
import { findRuntimeEvidence } from './runtime-evidence';
import { detect } from './detect';

const fingerprints = loadFingerprints();
const wordpressPage = readFileSync(path.join(__dirname, '../../corpus/corpus/wordpress/body.html'), 'utf8');
const withoutGenerator = wordpressPage.replace(/<meta name="generator"[^>]*>/g, '');
const wordpressRule = ASSET_VERSION_RULES.find((r) => r.technology === 'WordPress')!;
const drupalRule = ASSET_VERSION_RULES.find((r) => r.technology === 'Drupal')!;
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
