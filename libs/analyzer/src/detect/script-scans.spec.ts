/**
 * `ScriptScans` (one pass over each whole script) = the passes it replaces: the excerpt anchors' own pass
 * (`excerptScript`) and each indirect version rule's regex on every script (`addIndirectVersionMatches` ungated).
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { loadFingerprints } from '../fingerprints/load';
import { addIndirectVersionMatches, INDIRECT_VERSION_RULES, ruleAnchors } from './bundle-versions';
import { SCRIPT_CHARS, SCRIPT_EXCERPTS_PER_LITERAL } from './caps';
import { excerptAnchors, excerptAt, excerptScript } from './excerpts';
import type { MatchesByTechnology } from './match';
import { ScriptScans } from './script-scans';

const fingerprints = loadFingerprints();
const dirs = ['bundles', 'libraries'].map((d) => path.join(__dirname, '../../test/fixtures', d));
/** Every script of the bundle and library fixtures (the rules' own fixtures among them). */
const scripts = dirs.flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => /\.js(?:\.indirect)?\.txt$/.test(name))
    .map((name) => readFileSync(path.join(dir, name), 'utf8')),
);
const anchors = ruleAnchors(INDIRECT_VERSION_RULES);

/** Matches as comparable data. */
const summary = (matches: MatchesByTechnology) =>
  [...matches].map(([name, list]) => [name, list.map((m) => [m.value, m.version, m.contributes])]);

describe('ScriptScans', () => {
  it('the fixtures hold scripts that each rule matches and scripts it does not', () => {
    for (const pattern of anchors) {
      expect(scripts.some((s) => pattern.regex.test(s))).toBe(true);
      expect(scripts.some((s) => !pattern.regex.test(s))).toBe(true);
    }
  });

  it('mayMatch is true for every script a rule matches, and false for most others', () => {
    const scans = new ScriptScans(fingerprints, anchors);
    let skipped = 0;
    for (const script of scripts)
      for (const pattern of anchors) {
        const may = scans.mayMatch(pattern, script);
        if (pattern.regex.test(script)) expect(may).toBe(true);
        else if (!may) skipped += 1;
      }
    expect(skipped).toBeGreaterThan(scripts.length * anchors.length * 0.5);
  });

  it('addIndirectVersionMatches finds the same matches with and without the scans', () => {
    for (const script of scripts) {
      const gated = new Map() as MatchesByTechnology;
      addIndirectVersionMatches(
        gated,
        { scripts: [script] },
        fingerprints,
        INDIRECT_VERSION_RULES,
        undefined,
      );
      // a scan of no rule gates nothing: every rule's regex runs on the script, as before the scans
      const all = new Map() as MatchesByTechnology;
      addIndirectVersionMatches(
        all,
        { scripts: [script] },
        fingerprints,
        INDIRECT_VERSION_RULES,
        undefined,
        new ScriptScans(fingerprints, []),
      );
      expect(summary(gated)).toEqual(summary(all));
    }
  });

  it('excerptEnds are the excerpt anchors’ own ends, past the cap, so the text read is excerptScript’s', () => {
    const plan = fingerprints.index.plans.scripts;
    // a script longer than the cap: fixtures one after the other, with anchors straddling the cap
    const joined = scripts.join('\n;version: "1.2.3";\n');
    const long = joined.repeat(Math.ceil((SCRIPT_CHARS * 2.5) / joined.length));
    expect(long.length).toBeGreaterThan(SCRIPT_CHARS * 2);
    for (const script of [long, long.slice(SCRIPT_CHARS - 5), long.slice(0, SCRIPT_CHARS + 3)]) {
      const scans = new ScriptScans(fingerprints, anchors);
      const excerpt = excerptAnchors(plan)!;
      const first = { from: excerpt.detectionFrom, ends: [] as number[] };
      const ends = excerpt.automaton.ends(script, SCRIPT_CHARS, SCRIPT_EXCERPTS_PER_LITERAL, first);
      expect(scans.excerptEnds(script)).toEqual({ ends, detectionEnds: first.ends });
      expect(excerptAt(script, scans.excerptEnds(script))).toBe(excerptScript(script, excerpt));
    }
  });
});
