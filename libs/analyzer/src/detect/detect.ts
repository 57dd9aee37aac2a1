/**
 * The pure detector: signals in, detections out.
 */
import type { CategoryRef, DetectedTechnology } from '@stacklens/contracts';
import { loadFingerprints } from '../fingerprints/load';
import type { FingerprintSet } from '../fingerprints/model';
import type { Detection, Evidence, LatestVersionLookup, Signals } from '../types';
import { compareVersions } from '../versions/compare';
import { matchSignals } from './match';
import type { MatchMemo } from './match-memo';
import { addIndirectVersionMatches, INDIRECT_VERSION_RULES, ruleAnchors } from './bundle-versions';
import { ScriptScans } from './script-scans';
import { addAssetVersionMatches } from './asset-versions';
import { addBannerVersionMatches } from './banner-versions';
import { addStatementVersionMatches } from './statement-versions';
import { resolveDetections } from './resolve-detections';
import { findRuntimeEvidence } from './runtime-evidence';

/**
 * Detects the technologies of one page. Pure and synchronous (no I/O besides the memoised first
 * `loadFingerprints()` when `fingerprints` is omitted).
 *
 * Matches every family with input (headers, cookies, meta, html, text, css, scriptSrc, scripts, url, robots, dns,
 * certIssuer, and the browser stage's js, dom, xhr) under the caps of `./caps`, then resolves confidence
 * (per-technology sum of the first match of each pattern, capped at 100, ≤ 0 dropped), requires/requiresCategory
 * gating, excludes, implies to a fixed point and versions (`chooseVersion`), as docs/fingerprints.md describes;
 * build-time implications apply only with run-time evidence (`findRuntimeEvidence`); versions that bundles keep
 * in a hoisted constant come from `addIndirectVersionMatches`, an application's version that its own assets' cache
 * busters agree on from `addAssetVersionMatches`, versions that a script's or stylesheet's banner states for a
 * technology matched in that asset from `addBannerVersionMatches`, an application's version that its page's footer or
 * credit line states from `addStatementVersionMatches`.
 * @param options.memo a run's memo of the matches in large inputs (`match-memo.ts`): same detections, less work
 *   on texts met before
 * @returns detections sorted by confidence desc, then name; each with its evidence.
 */
export function detect(
  signals: Signals,
  fingerprints: FingerprintSet = loadFingerprints(),
  options: { memo?: MatchMemo } = {},
): Detection[] {
  // each script read once for the excerpt anchors and the rules' literals, whichever asks first
  const scriptScans = new ScriptScans(fingerprints, ruleAnchors(INDIRECT_VERSION_RULES));
  const matches = matchSignals(signals, fingerprints, { memo: options.memo, scriptScans });
  addIndirectVersionMatches(matches, signals, fingerprints, INDIRECT_VERSION_RULES, options.memo, scriptScans);
  addAssetVersionMatches(matches, signals, fingerprints);
  addBannerVersionMatches(matches, signals, fingerprints);
  addStatementVersionMatches(matches, signals, fingerprints);
  return resolveDetections(matches, fingerprints, findRuntimeEvidence(signals));
}

/**
 * Maps detections to the contracts' `DetectedTechnology` (CLI `--json`, API `techs`).
 * Categories are `{id, name, slug}` ordered by category priority (lower first), then id; `latestVersion` and
 * `versionStatus` come from `latestVersions(name, version)` (no network: the caller's catalogue) through
 * `compareVersions`; confidence is rounded and clamped to 1..100. Detections of technologies absent from
 * `fingerprints` are skipped. Order of the input is kept.
 */
export function toDetectedTechnologies(
  detections: readonly Detection[],
  fingerprints: FingerprintSet,
  latestVersions?: LatestVersionLookup,
): DetectedTechnology[] {
  const out: DetectedTechnology[] = [];
  for (const d of detections) {
    const tech = fingerprints.technologies.get(d.name);
    if (!tech) continue;
    const categories: CategoryRef[] = d.categoryIds
      .map((id) => fingerprints.categories.get(id))
      .filter((c): c is NonNullable<typeof c> => c !== undefined)
      .sort((a, b) => a.priority - b.priority || a.id - b.id)
      .map(({ id, name, slug }) => ({ id, name, slug }));
    const latest = latestVersions ? latestVersions(d.name, d.version) : null;
    out.push({
      name: d.name,
      slug: tech.slug,
      version: d.version,
      latestVersion: latest?.version ?? null,
      versionStatus: compareVersions(d.version, latest),
      confidence: Math.max(1, Math.min(100, Math.round(d.confidence))),
      categories,
      website: tech.website,
      icon: tech.icon,
      implied: d.implied,
      evidence: strongestEvidence(d.evidence),
    });
  }
  return out;
}

/** Evidence kept per technology in results (the API stores and returns it). */
export const MAX_EVIDENCE_PER_TECHNOLOGY = 10;

/** The strongest pieces of evidence first (confidence, then those carrying a version), capped. */
function strongestEvidence(evidence: readonly Evidence[]): Evidence[] {
  return [...evidence]
    .sort(
      (a, b) =>
        b.confidence - a.confidence || Number(b.version !== undefined) - Number(a.version !== undefined),
    )
    .slice(0, MAX_EVIDENCE_PER_TECHNOLOGY);
}
