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
 * A pattern that only detects needs one match: the same pass finds the first occurrence of its anchoring literal,
 * and a shorter excerpt around it (`SCRIPT_DETECTION_EXCERPT_CHARS`, its own budget, so that detection anchors never
 * crowd out version excerpts) lets it match a library's signature deep in a vendors bundle.
 *
 * Excerpts are joined by a newline; nothing is invented, only text between excerpts is dropped.
 */
import { LiteralAutomaton } from '../fingerprints/aho-corasick';
import { MIN_PREFILTER_LITERAL } from '../fingerprints/pattern';
import type { FamilyPlan } from '../fingerprints/plan';
import {
  CSS_CHARS,
  SCRIPT_CHARS,
  SCRIPT_DETECTION_EXCERPT_CHARS,
  SCRIPT_DETECTION_EXCERPTS_CHARS,
  SCRIPT_EXCERPT_CHARS,
  SCRIPT_EXCERPTS_CHARS,
  SCRIPT_EXCERPTS_PER_LITERAL,
} from './caps';

/** The excerpt anchors of a plan: one automaton, version anchors first, then the detection anchors. */
export interface ExcerptAnchors {
  /** Literals 0 … `detectionFrom - 1` anchor version-capturing patterns, the rest patterns that only detect. */
  automaton: LiteralAutomaton;
  /** The id of the first detection anchor (`automaton.size` when there is none). */
  detectionFrom: number;
}

/** Where a long script's excerpts are taken: the ends of the version and of the detection anchors found. */
export interface ExcerptEnds {
  /** Ends of the version anchors' first `SCRIPT_EXCERPTS_PER_LITERAL` occurrences each, ascending. */
  ends: readonly number[];
  /** Ends of the first occurrence of each detection anchor, ascending. */
  detectionEnds: readonly number[];
}

const anchorsByPlan = new WeakMap<FamilyPlan, ExcerptAnchors | null>();
const anchorLiteralsByPlan = new WeakMap<
  FamilyPlan,
  { literals: readonly string[]; detectionFrom: number }
>();
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
 * The excerpt anchors of the plan (computed once per plan), or null when no pattern has a literal: the anchoring
 * literals of its version-capturing patterns, then those of its other patterns (see {@link excerptAnchorLiterals}).
 */
export function excerptAnchors(plan: FamilyPlan): ExcerptAnchors | null {
  const known = anchorsByPlan.get(plan);
  if (known !== undefined) return known;
  const { literals, detectionFrom } = excerptAnchorLiterals(plan);
  const anchors = literals.length > 0 ? { automaton: new LiteralAutomaton(literals), detectionFrom } : null;
  anchorsByPlan.set(plan, anchors);
  return anchors;
}

/**
 * The anchoring literals of the plan, in the order of {@link excerptAnchors}' ids (computed once per plan): those of
 * its version-capturing patterns (ids below `detectionFrom`), then those of its patterns that only detect and are
 * not already among the first.
 */
export function excerptAnchorLiterals(plan: FamilyPlan): {
  literals: readonly string[];
  detectionFrom: number;
} {
  const known = anchorLiteralsByPlan.get(plan);
  if (known !== undefined) return known;
  const versions = new Set<string>();
  const detections = new Set<string>();
  for (const { pattern } of plan.patterns) {
    for (const literal of anchorClause(pattern.prefilter ?? []))
      (pattern.version ? versions : detections).add(literal);
  }
  for (const literal of versions) detections.delete(literal);
  const made = { literals: [...versions, ...detections], detectionFrom: versions.size };
  anchorLiteralsByPlan.set(plan, made);
  return made;
}

/**
 * The text the matcher reads of `script`: the script itself when it has at most `SCRIPT_CHARS` characters; else its
 * first `SCRIPT_CHARS` characters, a newline, and the excerpts of the rest, in script order, joined by newlines:
 * `SCRIPT_EXCERPT_CHARS` before and after each of the first `SCRIPT_EXCERPTS_PER_LITERAL` occurrences of each version
 * anchor (merged when they overlap, taken in script order until `SCRIPT_EXCERPTS_CHARS` characters), and
 * `SCRIPT_DETECTION_EXCERPT_CHARS` around the first occurrence of each detection anchor (the same way, until
 * `SCRIPT_DETECTION_EXCERPTS_CHARS`). At most `SCRIPT_CHARS + SCRIPT_EXCERPTS_CHARS + SCRIPT_DETECTION_EXCERPTS_CHARS`
 * characters plus one newline per excerpt.
 * @param anchors from {@link excerptAnchors}; null keeps only the first `SCRIPT_CHARS` characters
 */
export function excerptScript(script: string, anchors: ExcerptAnchors | null): string {
  return excerptLong(script, anchors, SCRIPT_CHARS);
}

/**
 * What the matcher reads of a stylesheet: {@link excerptScript}'s reading with the `css` plan's anchors and the
 * stylesheet cap (`CSS_CHARS` whole, then the same excerpts of the rest). A framework's stylesheet past the first
 * 500,000 characters of an application's bundled CSS (Vite writes one file for every imported stylesheet) was never
 * read before.
 * @param anchors from {@link excerptAnchors} of the `css` plan; null keeps only the first `CSS_CHARS` characters
 */
export function excerptStylesheet(css: string, anchors: ExcerptAnchors | null): string {
  return excerptLong(css, anchors, CSS_CHARS);
}

/** {@link excerptScript} with the length read whole as a parameter (`head`). */
function excerptLong(text: string, anchors: ExcerptAnchors | null, head: number): string {
  if (text.length <= head) return text;
  if (anchors === null) return text.slice(0, head);
  const detectionEnds: number[] = [];
  const ends = anchors.automaton.ends(text, head, SCRIPT_EXCERPTS_PER_LITERAL, {
    from: anchors.detectionFrom,
    ends: detectionEnds,
  });
  return excerptAt(text, { ends, detectionEnds }, head);
}

/** Spans of `script` around `ends` (`window` on each side, from `head` on), merged, in order, `budget` at most. */
function spansAround(
  script: string,
  ends: readonly number[],
  window: number,
  budget: number,
  head: number,
): [number, number][] {
  const spans: [number, number][] = [];
  let left = budget;
  let lo = -1;
  let hi = -1;
  const flush = () => {
    if (lo < 0 || left <= 0) return;
    const end = Math.min(hi, lo + left);
    spans.push([lo, end]);
    left -= end - lo;
  };
  for (const at of ends) {
    const from = Math.max(head, at - window);
    const to = Math.min(script.length, at + window);
    if (lo >= 0 && from <= hi) hi = Math.max(hi, to);
    else {
      flush();
      if (left <= 0) break;
      lo = from;
      hi = to;
    }
  }
  flush();
  return spans;
}

/**
 * {@link excerptScript} of a script longer than `SCRIPT_CHARS` whose anchor ends are known already (as `ScriptScans`
 * finds them in its one pass over the script); `head`: the length read whole (`CSS_CHARS` for a stylesheet).
 */
export function excerptAt(
  script: string,
  { ends, detectionEnds }: ExcerptEnds,
  head: number = SCRIPT_CHARS,
): string {
  const spans = spansAround(script, ends, SCRIPT_EXCERPT_CHARS, SCRIPT_EXCERPTS_CHARS, head);
  if (detectionEnds.length > 0) {
    spans.push(
      ...spansAround(
        script,
        detectionEnds,
        SCRIPT_DETECTION_EXCERPT_CHARS,
        SCRIPT_DETECTION_EXCERPTS_CHARS,
        head,
      ),
    );
    spans.sort((a, b) => a[0] - b[0]);
  }
  const parts: string[] = [script.slice(0, head)];
  let lo = -1;
  let hi = -1;
  for (const [from, to] of spans) {
    if (lo >= 0 && from <= hi) hi = Math.max(hi, to);
    else {
      if (lo >= 0) parts.push(script.slice(lo, hi));
      lo = from;
      hi = to;
    }
  }
  if (lo >= 0) parts.push(script.slice(lo, hi));
  return parts.join('\n');
}
