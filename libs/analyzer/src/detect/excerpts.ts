/**
 * What the matcher reads of a script longer than the cap: its first `SCRIPT_CHARS` characters whole, then excerpts
 * of the rest around the evidence a version could come from (caps.ts `SCRIPT_EXCERPT_CHARS`).
 *
 * Production bundles are often several megabytes (a Storybook manager's globals runtime is 3.3 MB; its
 * `var version = "10.6.7"` sits at 2.6 MB), and a version constant lives wherever the bundler placed its module.
 * The whole script cannot run through a thousand regexes within the caps, but every match of a pattern that
 * captures a version contains one of the literals of each clause of its prefilter; the most selective clause
 * anchors it. One automaton pass over the rest of the script finds those literals and the text around each
 * occurrence is kept, so such a pattern matches in the excerpts wherever it would have matched in the whole script
 * within `SCRIPT_EXCERPT_CHARS` of its literal (for the first `SCRIPT_EXCERPTS_PER_LITERAL` occurrences of it).
 *
 * Excerpts are joined by a newline; nothing is invented, only text between excerpts is dropped.
 */
import { LiteralAutomaton } from '../fingerprints/aho-corasick';
import { MIN_PREFILTER_LITERAL } from '../fingerprints/pattern';
import type { FamilyPlan } from '../fingerprints/plan';
import {
  SCRIPT_CHARS,
  SCRIPT_EXCERPT_CHARS,
  SCRIPT_EXCERPTS_CHARS,
  SCRIPT_EXCERPTS_PER_LITERAL,
} from './caps';

const anchorsByPlan = new WeakMap<FamilyPlan, LiteralAutomaton | null>();
const anchorLiteralsByPlan = new WeakMap<FamilyPlan, readonly string[]>();

/**
 * The clause of a prefilter whose shortest literal is the longest (the most selective; every match contains one of
 * its literals), without literals the automaton cannot hold (empty or non-ASCII) or shorter than
 * `MIN_PREFILTER_LITERAL` (a pattern without a longer literal has a prefilter of shorter ones, `pattern.ts`: a
 * two-character literal is too common in a bundle to anchor an excerpt).
 */
function anchorClause(prefilter: readonly (readonly string[])[]): readonly string[] {
  let best: readonly string[] = [];
  let bestLength = 0;
  for (const clause of prefilter) {
    if (clause.some((literal) => !/^[\x20-\x7e]+$/.test(literal) || literal.length < MIN_PREFILTER_LITERAL))
      continue;
    const shortest = Math.min(...clause.map((literal) => literal.length));
    if (shortest > bestLength) {
      best = clause;
      bestLength = shortest;
    }
  }
  return best;
}

/**
 * The automaton of the anchoring literals of the plan's version-capturing patterns (computed once per plan), or
 * null when no such pattern has a literal.
 */
export function versionAnchors(plan: FamilyPlan): LiteralAutomaton | null {
  const known = anchorsByPlan.get(plan);
  if (known !== undefined) return known;
  const literals = versionAnchorLiterals(plan);
  const automaton = literals.length > 0 ? new LiteralAutomaton(literals) : null;
  anchorsByPlan.set(plan, automaton);
  return automaton;
}

/**
 * The anchoring literals of the plan's version-capturing patterns, in the order of {@link versionAnchors}' ids
 * (computed once per plan).
 */
export function versionAnchorLiterals(plan: FamilyPlan): readonly string[] {
  const known = anchorLiteralsByPlan.get(plan);
  if (known !== undefined) return known;
  const literals = new Set<string>();
  for (const { pattern } of plan.patterns) {
    if (!pattern.version) continue;
    for (const literal of anchorClause(pattern.prefilter ?? [])) literals.add(literal);
  }
  const list = [...literals];
  anchorLiteralsByPlan.set(plan, list);
  return list;
}

/**
 * The text the matcher reads of `script`: the script itself when it has at most `SCRIPT_CHARS` characters; else its
 * first `SCRIPT_CHARS` characters, a newline, and the excerpts of the rest (`SCRIPT_EXCERPT_CHARS` before and after
 * each of the first `SCRIPT_EXCERPTS_PER_LITERAL` occurrences of each anchor literal, merged when they overlap, in
 * script order, until `SCRIPT_EXCERPTS_CHARS` characters are taken), joined by newlines. At most
 * `SCRIPT_CHARS + SCRIPT_EXCERPTS_CHARS` characters plus one newline per excerpt.
 * @param anchors from {@link versionAnchors}; null keeps only the first `SCRIPT_CHARS` characters
 */
export function excerptScript(script: string, anchors: LiteralAutomaton | null): string {
  if (script.length <= SCRIPT_CHARS) return script;
  if (anchors === null) return script.slice(0, SCRIPT_CHARS);
  return excerptAt(script, anchors.ends(script, SCRIPT_CHARS, SCRIPT_EXCERPTS_PER_LITERAL));
}

/**
 * {@link excerptScript} of a script longer than `SCRIPT_CHARS` whose anchor ends are known already: `ends` is what
 * `versionAnchors(plan).ends(script, SCRIPT_CHARS, SCRIPT_EXCERPTS_PER_LITERAL)` returns (as `ScriptScans` finds
 * them in its one pass over the script).
 */
export function excerptAt(script: string, ends: readonly number[]): string {
  const head = script.slice(0, SCRIPT_CHARS);
  const parts: string[] = [head];
  let budget = SCRIPT_EXCERPTS_CHARS;
  let lo = -1;
  let hi = -1;
  const flush = () => {
    if (lo < 0 || budget <= 0) return;
    const end = Math.min(hi, lo + budget);
    parts.push(script.slice(lo, end));
    budget -= end - lo;
  };
  for (const at of ends) {
    const from = Math.max(SCRIPT_CHARS, at - SCRIPT_EXCERPT_CHARS);
    const to = Math.min(script.length, at + SCRIPT_EXCERPT_CHARS);
    if (lo >= 0 && from <= hi) hi = Math.max(hi, to);
    else {
      flush();
      if (budget <= 0) break;
      lo = from;
      hi = to;
    }
  }
  flush();
  return parts.join('\n');
}
