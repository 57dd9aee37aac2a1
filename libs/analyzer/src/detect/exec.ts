/**
 * Running one compiled pattern on one (capped) input, with exactly the result of `pattern.regex.exec(value)`, but
 * without trying the regex from every position of a large input when it has a required literal (literal
 * anchoring, as RE2/Hyperscan-style engines do).
 *
 * Why: a bounded pattern such as `<[^>]{1,250}data-react` costs up to 250 steps at EVERY `<` of the input, so a
 * hostile 500 KB page of `<<<<…` took > 1 s per pattern even with the quantifier bounding (and there are dozens of
 * such patterns). Every match of a pattern contains, for each prefilter clause with finite distances (an anchor,
 * `analysePrefilter`), an occurrence `q` of one of its literals `L` that ends at most `ends(L)` characters after
 * the match start, so a match can only start in `[q + |L| − ends(L), q]`. The regex is tried only at those starts,
 * for the anchor giving the fewest in the input at hand: the narrowest anchor first, the others only when it gives
 * many (a literal as frequent as `class="` in a page gave thousands of windows and fell back to a full scan, while
 * the pattern's rarer literal further on gave a handful).
 *
 * Exactness: each start is tried with a sticky (`y`) copy of the regex on the WHOLE input (`lastIndex = start`):
 * that is the very attempt `exec` makes at that position (same backtracking order, same groups; look-arounds,
 * `\b`, `^` and `$` see the whole input). Starts are tried in increasing order and no other start can match, so
 * the first success is the leftmost match, which is what `exec` returns.
 */
import type { CompiledPattern } from '../fingerprints/pattern';

/** Inputs shorter than this run the regex directly (not worth it). */
export const WINDOW_MIN_INPUT = 4096;
/**
 * Try at most input length / N starts one by one; beyond that the ordinary scan (which skips impossible starts with
 * its own fast literal search) is cheaper.
 */
export const STARTS_DIVISOR = 16;

/** Per prefilter literal: a global, case-insensitive (non-unicode) regex that finds it (see `Input.positions`). */
const literalSearches = new Map<string, RegExp>();

function literalSearch(literal: string): RegExp {
  let re = literalSearches.get(literal);
  if (!re) {
    re = new RegExp(literal.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'), 'gi');
    literalSearches.set(literal, re);
  }
  return re;
}

/**
 * A value with its lazily computed lowercase form and the occurrences of literals in it (each computed once, shared
 * by every pattern run on the value).
 */
export class Input {
  private lowerCache: string | null = null;
  /** Per literal: its positions, at most `max` of them. */
  private occurrences: Map<string, number[] & { max: number }> | null = null;
  constructor(readonly value: string) {}
  get lower(): string {
    return (this.lowerCache ??= this.value.toLowerCase());
  }

  /**
   * Start positions of the occurrences of `literal` (lowercase ASCII, a prefilter literal) in `value`, overlapping
   * ones included, ascending: all of them, or the first `max` when there are more (the caller needs no more than
   * that). Kept per literal for the next pattern that names it.
   * The literal is found case-insensitively as a pattern's regex finds it (flag `i`, non-unicode: an ASCII letter
   * matches its ASCII case pair only), by a regex search on `value` itself: lowering a megabyte bundle first (most
   * hold a non-ASCII character, so V8 lowers them through its slow two-byte path) cost more than all its searches.
   */
  positions(literal: string, max: number): readonly number[] {
    const known = (this.occurrences ??= new Map()).get(literal);
    // a list cut at a smaller max is found again
    if (known && (known.length < known.max || known.length >= max))
      return known.length > max ? known.slice(0, max) : known;
    const found = Object.assign([] as number[], { max });
    const re = literalSearch(literal);
    re.lastIndex = 0;
    // `test`, not `exec`: no match array per occurrence (a frequent literal has tens of thousands in a bundle); an
    // occurrence has the literal's length (flag i without u folds one UTF-16 unit to one), so it starts `length`
    // before where the search stopped
    while (found.length < max && re.test(this.value)) {
      const at = re.lastIndex - literal.length;
      found.push(at);
      re.lastIndex = at + 1; // overlapping occurrences too
    }
    this.occurrences.set(literal, found);
    return found;
  }
}

const stickyCopies = new WeakMap<CompiledPattern, RegExp>();

/** The regex of `pattern` with flags `iy` (internal; the pattern's own regex stays `i` only and stateless). */
function stickyCopy(pattern: CompiledPattern): RegExp {
  let re = stickyCopies.get(pattern);
  if (!re) {
    re = new RegExp(pattern.regex.source, 'iy');
    stickyCopies.set(pattern, re);
  }
  return re;
}

/** Starts of the first anchor below which the other anchors are not tried (their literal searches cost more). */
const FEW_STARTS = 1024;

/**
 * The start windows one anchor gives in `input`, unmerged, with their total number of starts; null when that total
 * exceeds `limit`.
 */
function anchorStarts(
  ends: ReadonlyMap<string, number>,
  input: Input,
  limit: number,
): { ranges: Array<[number, number]>; total: number } | null {
  // every occurrence adds at least one start: past this many the limit is exceeded, so no more are needed (the
  // positions of a literal are found once per input and shared by the patterns that name it)
  const enough = Math.floor(limit) + 1;
  let total = 0;
  const ranges: Array<[number, number]> = [];
  for (const [literal, end] of ends) {
    for (const q of input.positions(literal, enough)) {
      const lo = Math.max(0, q + literal.length - end);
      ranges.push([lo, q]);
      total += q - lo + 1;
      if (total > limit) return null;
    }
  }
  return { ranges, total };
}

/**
 * The starts at which a match of `pattern` may begin in `input`, as sorted disjoint inclusive ranges `[lo, hi]`, or
 * null when the regex should simply scan the whole input (no anchor, short input, or too many starts: more than
 * input length / `STARTS_DIVISOR` for every anchor). The anchors are tried narrowest first; the next ones only
 * while the best so far gives more than `FEW_STARTS` starts, each bounded by the best so far.
 */
export function candidateStarts(pattern: CompiledPattern, input: Input): Array<[number, number]> | null {
  const { value } = input;
  const { anchors } = pattern;
  if (anchors.length === 0 || value.length < WINDOW_MIN_INPUT) return null;
  let best: { ranges: Array<[number, number]>; total: number } | null = null;
  let limit = value.length / STARTS_DIVISOR;
  for (const ends of anchors) {
    const found = anchorStarts(ends, input, limit);
    if (found && (best === null || found.total < best.total)) {
      best = found;
      limit = found.total - 1;
    }
    if (best !== null && best.total <= FEW_STARTS) break;
  }
  if (best === null) return null;
  const ranges = best.ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [lo, hi] of ranges) {
    const last = merged[merged.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else merged.push([lo, hi]);
  }
  return merged;
}

/**
 * `pattern.regex.exec(input.value)`: same match, groups, `index` and `input`, tried only at the candidate starts
 * when that is cheaper (see the module comment).
 */
export function execPattern(pattern: CompiledPattern, input: Input): RegExpExecArray | null {
  const ranges = candidateStarts(pattern, input);
  if (ranges === null) return pattern.regex.exec(input.value);
  const re = stickyCopy(pattern);
  const { value } = input;
  for (const [lo, hi] of ranges) {
    for (let start = lo; start <= hi; start += 1) {
      re.lastIndex = start;
      const match = re.exec(value);
      if (match) return match;
    }
  }
  return null;
}
