/**
 * An application's version from the cache-busting query of its own assets (issue 25 §3): WordPress appends its
 * version to the core files it enqueues (`/wp-includes/css/dist/block-library/style.min.css?ver=6.4.2`), Drupal to
 * its `core/misc` scripts (`?v=10.3.1`). One such query says little (a plugin, a theme or a proxy may set any
 * `ver`), so a rule gives a version only when at least `minAssets` distinct assets of the technology's own paths carry
 * one and they all agree, and only for a technology another pattern already found. A file of a bundled third-party
 * library (`wp-includes/js/jquery/jquery.min.js?ver=3.7.1`) carries that library's version: the paths exclude them.
 * The rules are data: the `assetVersions` field of the technology's fingerprint record (overlay `versions.json` for
 * WordPress and Drupal; format in the overlay's README.md), compiled into `CompiledTechnology.assetVersions`.
 */
import type { AssetVersionRule, FingerprintSet } from '../fingerprints/model';
import { compilePattern, type CompiledPattern } from '../fingerprints/pattern';
import type { Signals } from '../types';
import { EVIDENCE_VALUE_CHARS } from './caps';
import { VERSION_STRENGTH, type MatchesByTechnology, type PatternMatch } from './match';

const compiledRules = new Map<string, { re: RegExp; pattern: CompiledPattern }>();
const compiledRule = (rule: AssetVersionRule) => {
  let c = compiledRules.get(rule.asset);
  if (!c)
    compiledRules.set(
      rule.asset,
      (c = { re: new RegExp(rule.asset, 'g'), pattern: compilePattern(rule.asset) }),
    );
  return c;
};

/**
 * The version all of the technology's own assets agree on, or null: distinct assets (by path) found by `rule.asset`
 * in `texts`, at least `rule.minAssets` of them, every one with the same version.
 * @returns the version and the first asset's matched text
 */
export function agreedAssetVersion(
  texts: readonly string[],
  rule: AssetVersionRule,
): { version: string; evidence: string } | null {
  const { re } = compiledRule(rule);
  const byAsset = new Map<string, string>();
  let evidence = '';
  for (const text of texts) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m !== null; m = re.exec(text)) {
      if (m[0] === '') re.lastIndex += 1; // a data rule that can match nothing must not loop
      if (m[1] === undefined || m[2] === undefined) continue; // an optional group of a data rule
      const asset = m[1].replace(/\\/g, '');
      const previous = byAsset.get(asset);
      if (previous !== undefined && previous !== m[2]) return null;
      byAsset.set(asset, m[2]);
      if (!evidence) evidence = m[0];
    }
  }
  const versions = new Set(byAsset.values());
  if (byAsset.size < rule.minAssets || versions.size !== 1) return null;
  return { version: [...versions][0], evidence };
}

/**
 * Applies the `assetVersions` rules of the fingerprint set (overlay data, validated when the set is built) to the
 * page's HTML and script URLs and adds, for each technology already in `matches` whose own assets agree on a
 * version, a non-contributing match (no confidence added, version strength `pattern`: above a single query string,
 * below a banner or a runtime value). Technologies not matched are never looked at.
 */
export function addAssetVersionMatches(
  matches: MatchesByTechnology,
  signals: Pick<Signals, 'html' | 'scriptSrc'>,
  fingerprints: FingerprintSet,
): void {
  for (const [name, list] of matches) {
    const tech = fingerprints.technologies.get(name);
    if (!tech || tech.assetVersions.length === 0 || list.length === 0) continue;
    for (const rule of tech.assetVersions) {
      const agreed = agreedAssetVersion([signals.html, ...signals.scriptSrc], rule);
      if (!agreed) continue;
      const match: PatternMatch = {
        tech,
        family: 'html',
        pattern: compiledRule(rule).pattern,
        value: agreed.evidence.slice(0, EVIDENCE_VALUE_CHARS),
        version: agreed.version,
        strength: VERSION_STRENGTH.pattern,
        contributes: false,
      };
      list.push(match);
    }
  }
}
