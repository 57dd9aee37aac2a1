/**
 * Parsing and compiling of one fingerprint pattern (docs/fingerprints.md "Pattern syntax").
 *
 * A pattern is `REGEX` optionally followed by tags separated with `\;`: `confidence:N` (default 100) and
 * `version:EXPR`. The regex is compiled once, with flag `i` only, after bounding its unbounded quantifiers
 * (`+` → `{1,250}`, `*` → `{0,250}`, `{n,}` → `{n,250}`) with a real tokenizer that leaves escaped characters and character
 * classes alone, so that `\+`, `[+*]` and lazy `+?` keep their meaning.
 */

/** Upper bound that replaces `+` and `*` (Wappalyzer's choice: protects against catastrophic backtracking). */
export const QUANTIFIER_BOUND = 250;

/** Minimum length of a literal used by the matching prefilter; shorter literals are not worth it… */
export const MIN_PREFILTER_LITERAL = 3;
/**
 * …unless the pattern has no such literal at all: then its literals of at least this length are used, since without
 * a prefilter the regex runs on every input of its family (a library signature such as `=\s?["'`](\d+\.\d+\.\d+)
 * ["'`],\s?[\w$]+\s?=\s?["'`]G6["'`]` ran on every script of every page; with `g6` required it runs on the few
 * that contain it).
 */
export const MIN_FALLBACK_PREFILTER_LITERAL = 2;

/** One compiled pattern of a technology. Immutable, shared by every analysis of the process. */
export interface CompiledPattern {
  /** The regex part exactly as written in the data (before quantifier bounding), `''` = "the key exists". */
  source: string;
  /** Compiled regex (bounded quantifiers, flag `i`). */
  regex: RegExp;
  /** Confidence contribution when the pattern matches (`confidence:N` tag, default 100). */
  confidence: number;
  /** The `version:EXPR` tag, or null. */
  version: string | null;
  /**
   * Literals every match necessarily contains (`extractPrefilter`), or null. The matcher skips the regex when the
   * lowercased input fails it; this never changes results.
   */
  prefilter: Prefilter | null;
  /**
   * Anchors of the prefilter, one per clause with finite distances, narrowest start window first: for each
   * literal of the clause, the furthest from the match start that the end of the literal's required occurrence can
   * be (compiled, bounded regex); empty when none is known (see `analysePrefilter`). Lets the matcher try the regex
   * only at the few starts near the occurrences of one clause's literals, the clause giving the fewest starts in
   * the input at hand (`execPattern`).
   */
  anchors: ReadonlyArray<ReadonlyMap<string, number>>;
}

/** Error thrown when a pattern cannot be parsed/compiled; the loader adds the technology name. */
export class PatternError extends Error {
  constructor(
    message: string,
    readonly pattern: string,
  ) {
    super(message);
    this.name = 'PatternError';
  }
}

/**
 * Splits a raw pattern into its regex source and tags. Tags are `key:value` (split at the first colon, so that
 * version ternaries `\1?a:b` survive); unknown keys are ignored, as in the reference engine.
 * @throws PatternError when `confidence` is not an integer.
 */
export function splitPattern(raw: string | number): {
  source: string;
  confidence: number;
  version: string | null;
} {
  const text = String(raw);
  const [source, ...tags] = text.split('\\;');
  let confidence = 100;
  let version: string | null = null;
  for (const tag of tags) {
    const colon = tag.indexOf(':');
    if (colon < 0) continue;
    const key = tag.slice(0, colon).trim();
    const value = tag.slice(colon + 1);
    if (key === 'confidence') {
      if (!/^\s*-?\d+\s*$/.test(value)) throw new PatternError(`invalid confidence tag "${value}"`, text);
      confidence = parseInt(value, 10);
    } else if (key === 'version') {
      version = value === '' ? null : value;
    }
  }
  return { source, confidence, version };
}

/** An open-ended `{n,}` quantifier at the start of a string. */
const OPEN_QUANTIFIER = /^\{(\d+),\}/;

/**
 * Rewrites unbounded quantifiers: `+` → `{1,250}`, `*` → `{0,250}` and `{n,}` → `{n,max(n,250)}` outside
 * character classes and not escaped; a lazy suffix (`+?` → `{1,250}?`) keeps working because the `?` is left in
 * place. (`{n,}` occurs in 4 patterns of the set, all on runs of digits and dots — `([\d\.]{2,})` — where a run
 * longer than 250 characters cannot be a version anyway; results on real inputs are the same.)
 * Escapes (`\+`, `\\`, `\x2B`, `\u002B`, `\cM`) and classes (`[+*]`, `[^\]+]`) are copied verbatim.
 */
export function boundQuantifiers(source: string, bound = QUANTIFIER_BOUND): string {
  let out = '';
  let i = 0;
  let inClass = false;
  while (i < source.length) {
    const ch = source[i];
    if (ch === '\\') {
      out += source.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      out += ch;
      i += 1;
      continue;
    }
    if (ch === '[') {
      inClass = true;
      out += ch;
      i += 1;
      // `[^` is part of the opening; in JavaScript `[]` is an empty class and `[^]` matches anything, so a `]`
      // right after the opening closes the class (unlike PCRE): nothing else to special-case.
      if (source[i] === '^') {
        out += '^';
        i += 1;
      }
      continue;
    }
    if (ch === '+') out += `{1,${bound}}`;
    else if (ch === '*') out += `{0,${bound}}`;
    else if (ch === '{') {
      // `{n,}` is unbounded too: `{n,max(n,bound)}`. Anything else starting with `{` (`{n}`, `{n,m}`, or a literal
      // brace, legal in non-unicode regexes) is copied as it is.
      const open = OPEN_QUANTIFIER.exec(source.slice(i, i + 16));
      if (open) {
        const min = parseInt(open[1], 10);
        out += `{${open[1]},${Math.max(min, bound)}}`;
        i += open[0].length;
        continue;
      }
      out += ch;
    } else out += ch;
    i += 1;
  }
  return out;
}

const QUANTIFIER = /^(?:([?*+])|\{(\d+)(?:,(\d*))?\})\??/;

/**
 * A prefilter: a conjunction of clauses, each a list of lowercase ASCII literals of which at least one must occur
 * in the lowercased input for the regex to have any chance to match. `[]` = no requirement.
 */
export type Prefilter = ReadonlyArray<readonly string[]>;

/** At most this many clauses are kept per pattern (the longest ones). */
export const MAX_PREFILTER_CLAUSES = 3;

/**
 * Recursive-descent analysis of a regex source: finds the literals that every match necessarily contains.
 * Conservative by construction (it may find fewer requirements than exist, never a false one):
 * - literal runs are built from plain ASCII characters and escaped ASCII punctuation (`\.`, `\/`…); anything
 *   else (`.`, classes, anchors, `\d`, `\b`, back-references, non-ASCII) ends a run;
 * - a character or group followed by a quantifier whose minimum is 0 (`?`, `*`, `{0,n}`) is not required; with
 *   minimum ≥ 1 it is required once and ends the run;
 * - an alternation yields one clause "any of": the strongest clause of each branch, or nothing when a branch has
 *   no requirement; negative look-arounds yield nothing.
 * Why lowercase `includes` is exact with flag `i` (non-unicode): an ASCII letter only matches its ASCII case pair
 * (ECMAScript Canonicalize never maps non-ASCII to ASCII) and `toLowerCase` maps ASCII to ASCII.
 */
class PrefilterParser {
  private i = 0;
  /**
   * Literal → the furthest (from the match start) that the END of its required occurrence can be, over every place
   * the literal was emitted; Infinity after an unbounded quantifier or a back-reference. Meaningful only for a
   * quantifier-bounded source without look-behind (`lookbehind` false).
   */
  readonly ends = new Map<string, number>();
  lookbehind = false;
  /** @param minLiteral shortest literal kept (`MIN_PREFILTER_LITERAL`, or the fallback's) */
  constructor(
    private readonly src: string,
    private readonly minLiteral = MIN_PREFILTER_LITERAL,
  ) {}

  parse(): string[][] {
    return this.alternation(0).clauses;
  }

  /** alternation := sequence ('|' sequence)*; `base` = longest possible text before it (from the match start). */
  private alternation(base: number): { clauses: string[][]; length: number } {
    const first = this.sequence(base);
    const branches: string[][][] = [first.clauses];
    let length = first.length;
    while (this.src[this.i] === '|') {
      this.i += 1;
      const next = this.sequence(base);
      branches.push(next.clauses);
      length = Math.max(length, next.length);
    }
    if (branches.length === 1) return { clauses: branches[0], length };
    const any: string[] = [];
    for (const branch of branches) {
      if (branch.length === 0) return { clauses: [], length };
      any.push(...strongest(branch));
    }
    return { clauses: [[...new Set(any)]], length };
  }

  /** Minimum and maximum repetitions of the quantifier at the cursor (consumed), or null when there is none. */
  private quantifier(): { min: number; max: number } | null {
    const q = QUANTIFIER.exec(this.src.slice(this.i));
    if (!q) return null;
    this.i += q[0].length;
    if (q[1] === '+') return { min: 1, max: Infinity };
    if (q[1] === '*') return { min: 0, max: Infinity };
    if (q[1] === '?') return { min: 0, max: 1 };
    const min = parseInt(q[2], 10);
    return { min, max: q[3] === undefined ? min : q[3] === '' ? Infinity : parseInt(q[3], 10) };
  }

  private sequence(base: number): { clauses: string[][]; length: number } {
    const clauses: string[][] = [];
    let run = '';
    let runEnd = 0;
    /** Longest possible text matched so far by this sequence. */
    let length = 0;
    const endRun = () => {
      if (run.length >= this.minLiteral) {
        clauses.push([run]);
        this.ends.set(run, Math.max(this.ends.get(run) ?? 0, runEnd));
      }
      run = '';
    };
    while (this.i < this.src.length) {
      const ch = this.src[this.i];
      if (ch === '|' || ch === ')') break;
      if (ch === '(') {
        endRun();
        this.i += 1;
        let negative = false;
        let lookaround = false;
        if (this.src[this.i] === '?') {
          const head = this.src.slice(this.i, this.i + 3);
          if (head.startsWith('?:')) this.i += 2;
          else if (head.startsWith('?=')) {
            lookaround = true;
            this.i += 2;
          } else if (head.startsWith('?!')) {
            negative = lookaround = true;
            this.i += 2;
          } else if (head === '?<=') {
            lookaround = this.lookbehind = true;
            this.i += 3;
          } else if (head === '?<!') {
            negative = lookaround = this.lookbehind = true;
            this.i += 3;
          } else if (head.startsWith('?<')) {
            const close = this.src.indexOf('>', this.i);
            this.i = close < 0 ? this.src.length : close + 1;
          }
        }
        const inner = this.alternation(base + length);
        if (this.src[this.i] === ')') this.i += 1;
        const q = this.quantifier();
        if (!negative && (q === null || q.min >= 1)) clauses.push(...inner.clauses);
        if (!lookaround) length += times(inner.length, q === null ? 1 : q.max);
        continue;
      }
      let literal: string | null = null;
      let atomLength = 1;
      if (ch === '\\') {
        const next = this.src[this.i + 1] ?? '';
        this.i += 2;
        if (next !== '' && next.charCodeAt(0) < 128 && /[^A-Za-z0-9]/.test(next))
          literal = next.toLowerCase();
        else {
          // \xHH, \uHHHH, \cX: skip the payload so that it is not read as literal text
          const rest = this.src.slice(this.i);
          if (next === 'x' && /^[0-9A-Fa-f]{2}/.test(rest)) this.i += 2;
          else if (next === 'u' && /^[0-9A-Fa-f]{4}/.test(rest)) this.i += 4;
          else if (next === 'c' && /^[A-Za-z]/.test(rest)) this.i += 1;
          else if (next === 'b' || next === 'B') atomLength = 0;
          else if (/[1-9]/.test(next) || next === 'k') atomLength = Infinity; // back-reference: unknown length
        }
      } else if (ch === '[') {
        this.i += 1;
        if (this.src[this.i] === '^') this.i += 1;
        while (this.i < this.src.length && this.src[this.i] !== ']')
          this.i += this.src[this.i] === '\\' ? 2 : 1;
        this.i += 1;
      } else {
        this.i += 1;
        const isQuantifierStart = ch === '{' && QUANTIFIER.test(this.src.slice(this.i - 1));
        if (isQuantifierStart) {
          // a quantifier without atom (invalid in practice): skip it
          this.i -= 1;
          this.quantifier();
          endRun();
          continue;
        }
        if (ch === '^' || ch === '$') atomLength = 0;
        if (
          ch !== '.' &&
          ch !== '^' &&
          ch !== '$' &&
          ch !== '?' &&
          ch !== '*' &&
          ch !== '+' &&
          ch.charCodeAt(0) < 128
        ) {
          literal = ch.toLowerCase();
        }
      }
      const q = this.quantifier();
      if (literal === null) {
        endRun();
      } else if (q === null) {
        run += literal;
        runEnd = base + length + 1;
      } else {
        if (q.min >= 1) {
          run += literal;
          runEnd = base + length + 1;
        }
        endRun();
      }
      length += times(atomLength, q === null ? 1 : q.max);
    }
    endRun();
    return { clauses, length };
  }
}

/** Product of a length and a repetition count, with 0 × Infinity = 0. */
const times = (length: number, count: number): number => (length === 0 || count === 0 ? 0 : length * count);

/** The clause of a requirement whose shortest literal is the longest (most selective in practice). */
function strongest(clauses: string[][]): string[] {
  let best = clauses[0];
  const score = (c: string[]) => Math.min(...c.map((l) => l.length)) / c.length;
  for (const c of clauses) if (score(c) > score(best)) best = c;
  return best;
}

/**
 * Computes the prefilter of a regex source (see `PrefilterParser`): at most `MAX_PREFILTER_CLAUSES` clauses,
 * the most selective first. Returns null when nothing is required (the regex must always run).
 */
export function extractPrefilter(source: string): Prefilter | null {
  return analysePrefilter(source).prefilter;
}

/**
 * `extractPrefilter` plus its anchors: for each clause of the prefilter whose literals all have finite distances,
 * the furthest from the match start that the end of each literal's required occurrence can be, sorted by the
 * width of the start windows they give (narrowest first; ties keep the prefilter's order). Empty when no clause
 * has finite distances (unbounded quantifier or back-reference before every literal) or the regex has a
 * look-behind. Give it the quantifier-BOUNDED source for finite distances (the clauses are the same as for the
 * unbounded source: `{1,250}`/`{0,250}` have the minimum of `+`/`*`). Any clause is an exact anchor: every match
 * contains an occurrence of one literal of EVERY clause; the matcher picks the one with the fewest starts in the
 * input (a frequent literal such as `class="` in HTML gives many more than a rare one further on).
 */
export function analysePrefilter(source: string): {
  prefilter: Prefilter | null;
  anchors: ReadonlyArray<ReadonlyMap<string, number>>;
} {
  let parser = new PrefilterParser(source);
  let clauses: string[][];
  try {
    clauses = parser.parse();
    if (clauses.length === 0) {
      // no literal of MIN_PREFILTER_LITERAL characters: shorter ones rather than none (the regex on every input)
      parser = new PrefilterParser(source, MIN_FALLBACK_PREFILTER_LITERAL);
      clauses = parser.parse();
    }
  } catch {
    return { prefilter: null, anchors: [] };
  }
  if (clauses.length === 0) return { prefilter: null, anchors: [] };
  const score = (c: string[]) => Math.min(...c.map((l) => l.length)) / c.length;
  const prefilter = [...clauses].sort((a, b) => score(b) - score(a)).slice(0, MAX_PREFILTER_CLAUSES);
  const anchors: Array<{ ends: Map<string, number>; width: number }> = [];
  if (!parser.lookbehind) {
    for (const clause of prefilter) {
      const ends = new Map<string, number>();
      let width = 0;
      for (const literal of clause) {
        const end = parser.ends.get(literal);
        if (end === undefined || !Number.isFinite(end)) {
          width = Infinity;
          break;
        }
        ends.set(literal, end);
        width = Math.max(width, end - literal.length);
      }
      if (Number.isFinite(width)) anchors.push({ ends, width });
    }
  }
  anchors.sort((a, b) => a.width - b.width); // stable: ties keep the prefilter's order
  return { prefilter, anchors: anchors.map((a) => a.ends) };
}

/** True when `lower` (a lowercased input) satisfies every clause of `prefilter` (null = always). */
export function passesPrefilter(prefilter: Prefilter | null, lower: string): boolean {
  if (prefilter === null) return true;
  for (const clause of prefilter) {
    let any = false;
    for (const literal of clause) {
      if (lower.includes(literal)) {
        any = true;
        break;
      }
    }
    if (!any) return false;
  }
  return true;
}

/**
 * Parses and compiles one raw pattern (string or number, as found in the data).
 * @param raw the pattern text with optional `\;` tags.
 * @throws PatternError when the regex does not compile (after bounding) or a tag is malformed.
 */
export function compilePattern(raw: string | number): CompiledPattern {
  const { source, confidence, version } = splitPattern(raw);
  let regex: RegExp;
  try {
    regex = new RegExp(boundQuantifiers(source), 'i');
  } catch (error) {
    throw new PatternError(
      `invalid regular expression /${source}/: ${(error as Error).message}`,
      String(raw),
    );
  }
  const prefilter = extractPrefilter(source);
  const bounded = analysePrefilter(regex.source);
  // The clauses of the bounded source are those of the source (same minimums); checked, to stay exact regardless.
  const samePrefilter = JSON.stringify(prefilter) === JSON.stringify(bounded.prefilter);
  return {
    source,
    regex,
    confidence,
    version,
    prefilter,
    anchors: samePrefilter ? bounded.anchors : [],
  };
}

/** Longest capture that may feed a version (reference: longer captures are ignored). */
export const MAX_VERSION_CAPTURE = 10;

const TERNARY_CACHE: RegExp[] = [];
const BACKREF_CACHE: RegExp[] = [];

/**
 * Resolves a `version:EXPR` tag against a regex match (docs/fingerprints.md "version from a match"):
 * for each group N, `\N?a:b` (up to the end of the expression) becomes `a` when group N matched a non-empty
 * value and `b` otherwise, then every `\N` becomes the group's value. Captures longer than 10 characters are
 * ignored (treated as not matched — the reference leaves them half-resolved). Leftover `\N` are removed and the
 * result trimmed. Returns '' when there is no version.
 */
export function resolveVersion(expression: string | null, match: ArrayLike<string | undefined>): string {
  if (!expression) return '';
  let resolved = expression;
  for (let index = 0; index < match.length && index <= 9; index += 1) {
    const raw = match[index];
    const value = raw !== undefined && raw.length <= MAX_VERSION_CAPTURE ? raw : '';
    const ternaryRe = (TERNARY_CACHE[index] ??= new RegExp(`\\\\${index}\\?([^:]+):(.*)$`));
    const ternary = ternaryRe.exec(resolved);
    if (ternary) resolved = resolved.replace(ternary[0], () => (value ? ternary[1] : ternary[2]));
    const backref = (BACKREF_CACHE[index] ??= new RegExp(`\\\\${index}`, 'g'));
    resolved = resolved.trim().replace(backref, () => value);
  }
  return resolved.replace(/\\\d/g, '').trim();
}
