/**
 * From pattern matches to detections: confidence, versions, requires/requiresCategory gating, excludes and
 * implies (docs/fingerprints.md "Reference semantics", StackLens column). Pure and synchronous.
 */
import type { CompiledTechnology, FingerprintSet, TechnologyRelation } from '../fingerprints/model';
import type { Detection, Evidence } from '../types';
import { VERSION_STRENGTH, type MatchesByTechnology, type PatternMatch } from './match';
import type { RuntimeEvidence } from './runtime-evidence';

/** A version seen for a technology, with the strength of the evidence it comes from (`VERSION_STRENGTH`). */
export interface VersionCandidate {
  version: string;
  strength: number;
}

/** Longest acceptable version (reference: 15 chars). */
export const MAX_VERSION_LENGTH = 15;
/** Versions whose leading integer is ≥ this are timestamps/build numbers, not versions (reference: 10000). */
export const MAX_VERSION_LEADING_INTEGER = 10000;

const segments = (v: string): number => v.split('.').length;
const numbers = (v: string): number[] => (v.match(/\d+/g) ?? []).map((n) => parseInt(n, 10));

/** Orders two version strings numerically segment by segment (`1.10` > `1.9`), then by code points. */
export function compareVersionStrings(a: string, b: string): number {
  const na = numbers(a);
  const nb = numbers(b);
  for (let i = 0; i < Math.max(na.length, nb.length); i += 1) {
    const d = (na[i] ?? -1) - (nb[i] ?? -1);
    if (d !== 0) return d;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Chooses the version of a technology among its candidates. Rule:
 * 1. drop candidates that are empty, longer than 15 characters or whose leading integer is ≥ 10000 (timestamps,
 *    as the reference does);
 * 2. strongest evidence first: runtime `js` value (4) > script/stylesheet contents, e.g. a banner comment (3) >
 *    file name / path / header / meta / html (2) > URL query string such as `?ver=` (1) > `implies` tag (0);
 * 3. then the most specific: most dot-separated segments (`1.2.3` beats `1.2`);
 * 4. then the highest (`compareVersionStrings`);
 * 5. a candidate from script or stylesheet contents (strength ≥ 3) that extends the chosen one segment-wise (`4` →
 *    `4.1.2`: TinyMCE's runtime `majorVersion` is `8`, its banner `8.9.2`) states the same release more precisely and
 *    replaces it (the most specific such candidate).
 * @returns the chosen version, or null when no candidate is acceptable.
 */
export function chooseVersion(candidates: readonly VersionCandidate[]): string | null {
  let best: VersionCandidate | null = null;
  for (const c of candidates) {
    const v = c.version.trim();
    if (v === '' || v.length > MAX_VERSION_LENGTH || (parseInt(v, 10) || 0) >= MAX_VERSION_LEADING_INTEGER)
      continue;
    const cand = { version: v, strength: c.strength };
    if (
      best === null ||
      cand.strength > best.strength ||
      (cand.strength === best.strength &&
        (segments(v) > segments(best.version) ||
          (segments(v) === segments(best.version) && compareVersionStrings(v, best.version) > 0)))
    ) {
      best = cand;
    }
  }
  if (best === null) return null;
  const chosen = best.version;
  let refined = chosen;
  for (const c of candidates) {
    const v = c.version.trim();
    if (
      c.strength >= VERSION_STRENGTH.content &&
      v.length <= MAX_VERSION_LENGTH &&
      v.startsWith(`${chosen}.`) &&
      segments(v) > segments(refined)
    )
      refined = v;
  }
  return refined;
}

interface Working {
  tech: CompiledTechnology;
  confidence: number;
  implied: boolean;
  evidence: Evidence[];
  candidates: VersionCandidate[];
}

function evidenceOf(m: PatternMatch): Evidence {
  const e: Evidence = {
    family: m.family,
    pattern: m.pattern.source,
    value: m.value,
    confidence: m.contributes ? m.pattern.confidence : 0,
  };
  if (m.key !== undefined) e.key = m.key;
  if (m.version) e.version = m.version;
  return e;
}

/** Direct detections from matches: confidence = sum of contributing pattern confidences, capped at 100; ≤ 0 dropped. */
function direct(matches: MatchesByTechnology, eligible: ReadonlySet<string>): Working[] {
  const out: Working[] = [];
  for (const [name, list] of matches) {
    if (!eligible.has(name) || list.length === 0) continue;
    let sum = 0;
    for (const m of list) if (m.contributes) sum += m.pattern.confidence;
    const confidence = Math.min(100, sum);
    if (confidence <= 0) continue;
    out.push({
      tech: list[0].tech,
      confidence,
      implied: false,
      evidence: list.map(evidenceOf),
      candidates: list
        .filter((m) => m.version !== '')
        .map((m) => ({ version: m.version, strength: m.strength })),
    });
  }
  return out;
}

const byConfidenceThenName = (
  a: { confidence: number; tech: { name: string } },
  b: { confidence: number; tech: { name: string } },
) => b.confidence - a.confidence || (a.tech.name < b.tech.name ? -1 : a.tech.name > b.tech.name ? 1 : 0);

/** Confidence of an implied technology from one parent: min(parent, tag), and the build-time cap if any. */
const relationConfidence = (parent: number, rel: TechnologyRelation, fingerprints: FingerprintSet): number =>
  Math.min(parent, rel.confidence, rel.buildTime ? fingerprints.buildTimeMaxConfidence : 100);

/** Categories of script libraries and frameworks (upstream categories.json: 59 JavaScript libraries, 12 JavaScript frameworks). */
const SCRIPT_CATEGORIES = new Set([12, 59]);

/** Whether `tech` is a script library or framework (`SCRIPT_CATEGORIES`). */
const isScriptLibrary = (tech: CompiledTechnology): boolean => tech.categoryIds.some((c) => SCRIPT_CATEGORIES.has(c));

/**
 * Whether a detection rests on stylesheets alone (every pattern evidence of the `css` family). A stylesheet shows a
 * theme or CSS framework, not the script its widgets would run on: jQuery UI's CSS framework styles SimpleSAMLphp's
 * tabs with no jQuery on the page (corpus round 15), so such a detection implies no script library.
 */
const stylesheetOnly = (w: Working): boolean =>
  !w.implied && w.evidence.length > 0 && w.evidence.every((e) => e.family === 'css');

/**
 * Excludes then implies, on direct detections.
 * - Excludes: detections are visited by confidence desc, then name; a detection that is itself excluded does not
 *   exclude others (deterministic, unlike the reference's order-dependent splice). Excluded technologies are not
 *   brought back by `implies` either.
 * - Implies, repeated to a fixed point (cycles are harmless), except a script library or framework implied by a
 *   detection that rests on stylesheets alone (`stylesheetOnly`): an implied technology gets
 *   min(parent confidence, tag confidence), the max over its parents, `implied: true`, and the tag's version as a
 *   weakest candidate; a technology also detected directly keeps its own confidence and `implied: false`.
 * - Build-time implies (`TechnologyRelation.buildTime`: Hexo → Node.js) are skipped without run-time evidence;
 *   with it they apply like the others, capped at `fingerprints.buildTimeMaxConfidence`, and their evidence says
 *   `implied-at-build-time` and which run-time evidence kept them.
 */
function excludeAndImply(
  detections: Working[],
  fingerprints: FingerprintSet,
  runtime: RuntimeEvidence | null,
): Map<string, Working> {
  detections.sort(byConfidenceThenName);
  const excluded = new Set<string>();
  for (const d of detections) {
    if (excluded.has(d.tech.name)) continue;
    for (const name of d.tech.excludes) if (name !== d.tech.name) excluded.add(name);
  }
  const result = new Map<string, Working>();
  for (const d of detections) if (!excluded.has(d.tech.name)) result.set(d.tech.name, d);

  let changed = true;
  while (changed) {
    changed = false;
    for (const parent of [...result.values()]) {
      for (const rel of parent.tech.implies) {
        if (excluded.has(rel.name) || rel.name === parent.tech.name) continue;
        if (rel.buildTime && runtime === null) continue;
        const tech = fingerprints.technologies.get(rel.name);
        if (!tech) continue; // validated at load; defensive for hand-built sets
        if (stylesheetOnly(parent) && isScriptLibrary(tech)) continue;
        const confidence = relationConfidence(parent.confidence, rel, fingerprints);
        const existing = result.get(rel.name);
        if (!existing) {
          if (confidence <= 0) continue;
          result.set(rel.name, { tech, confidence, implied: true, evidence: [], candidates: [] });
          changed = true;
        } else if (existing.implied && confidence > existing.confidence) {
          existing.confidence = confidence;
          changed = true;
        }
        const target = result.get(rel.name)!;
        if (!target.evidence.some((e) => e.family === 'implies' && e.key === parent.tech.name)) {
          target.evidence.push({
            family: 'implies',
            key: parent.tech.name,
            pattern: rel.raw,
            value: parent.tech.name,
            confidence,
            ...(rel.version ? { version: rel.version } : {}),
            ...(rel.buildTime
              ? {
                  inference: 'implied-at-build-time' as const,
                  note: `${parent.tech.name} is built with ${tech.name}; kept because ${runtime!.detail}`,
                }
              : { inference: 'implied' as const, note: `${parent.tech.name} runs on ${tech.name}` }),
          });
          if (rel.version)
            target.candidates.push({ version: rel.version, strength: VERSION_STRENGTH.implied });
        }
      }
    }
  }
  // keep implies evidence confidences in line with the final parent confidences
  for (const w of result.values()) {
    for (const e of w.evidence) {
      if (e.family !== 'implies' || e.key === undefined) continue;
      const parent = result.get(e.key);
      const rel = parent?.tech.implies.find((r) => r.name === w.tech.name);
      if (parent && rel) e.confidence = relationConfidence(parent.confidence, rel, fingerprints);
    }
  }
  return result;
}

/**
 * Resolves matches into detections (the second half of `detect`).
 * Gating: a technology with `requires`/`requiresCategory` is only considered once at least one required
 * technology (or one technology of a required category) is detected, directly or by implication; this is
 * repeated until no further gated technology qualifies (the reference's "second pass", generalised to chains).
 * @param runtime run-time evidence of the page (`findRuntimeEvidence`), or null: build-time implications then do not
 *   apply.
 * @returns detections sorted by confidence desc, then name (code-point order).
 */
export function resolveDetections(
  matches: MatchesByTechnology,
  fingerprints: FingerprintSet,
  runtime: RuntimeEvidence | null = null,
): Detection[] {
  const eligible = new Set<string>();
  const gated: CompiledTechnology[] = [];
  for (const [name, list] of matches) {
    if (list.length === 0) continue;
    if (list[0].tech.gated) gated.push(list[0].tech);
    else eligible.add(name);
  }
  let resolved = excludeAndImply(direct(matches, eligible), fingerprints, runtime);
  for (;;) {
    const categories = new Set<number>();
    for (const w of resolved.values()) for (const id of w.tech.categoryIds) categories.add(id);
    let added = false;
    for (const tech of gated) {
      if (eligible.has(tech.name)) continue;
      if (
        tech.requires.some((n) => resolved.has(n)) ||
        tech.requiresCategory.some((id) => categories.has(id))
      ) {
        eligible.add(tech.name);
        added = true;
      }
    }
    if (!added) break;
    resolved = excludeAndImply(direct(matches, eligible), fingerprints, runtime);
  }
  return [...resolved.values()].sort(byConfidenceThenName).map((w) => ({
    name: w.tech.name,
    slug: w.tech.slug,
    version: chooseVersion(w.candidates),
    confidence: w.confidence,
    categoryIds: [...w.tech.categoryIds],
    implied: w.implied,
    evidence: w.evidence,
  }));
}
