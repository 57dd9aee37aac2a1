/**
 * What the matcher found in large script and stylesheet contents, kept for the later analyses of a run of many
 * (the CLI's `--input` runs; `AnalyzeOptions.matchMemo`).
 *
 * A bulk run meets the same file again and again — a CDN's `jquery-3.7.1.min.js`, the `wp-includes/js/jquery`
 * every WordPress site serves, a theme's bundle on each page of one site — and matching one 500 KB script costs
 * several milliseconds (an automaton pass, then the candidate regexes, `match.ts`). Running every pattern of a
 * family over the very same text again yields the very same result: the outcome of `execPattern` depends only on
 * the pattern and the text. So for a text of at least `MATCH_MEMO_MIN_CHARS` characters the memo keeps, per family
 * plan, the (pattern index, match) pairs found in it, and the matcher records those instead of scanning again:
 * the matches, their order, "first match of each pattern" and the evidence are those of a fresh pass
 * (match-memo.spec.ts checks it). It also keeps the text the matcher reads of a script longer than the cap
 * (`excerptScript`: a pass over up to 3.5 million characters), and what other pure passes over a whole script
 * found (`value`: the indirect version rules of bundle-versions.ts).
 *
 * Keys are the texts themselves (whole-string equality, no hash that could collide), one entry per text whatever
 * the passes that keep something of it; the memo holds at most `maxChars` characters of texts and excerpts (≤ 2
 * bytes each) and forgets the least recently used text first.
 */
import type { FamilyPlan } from '../fingerprints/plan';

/** Texts shorter than this are matched afresh (the lookup would cost about what it saves). */
export const MATCH_MEMO_MIN_CHARS = 4096;

/** One pattern of a plan matching a text: the pattern's index in `plan.patterns` and its match. */
export type MemoHit = readonly [index: number, match: RegExpExecArray];

/** What the memo knows of one text: per kind, the value computed from it, and the characters charged. */
interface Entry {
  chars: number;
  readonly values: Map<object, unknown>;
}

/** The kind of the excerpts kept (`MatchMemo.excerpt`). */
const EXCERPTS = {};

export class MatchMemo {
  /**
   * Per text, what each pure pass found in it (one entry per text, whatever the number of passes, so a text is
   * charged once), least recently used first (a text used is moved to the end).
   */
  private readonly entries = new Map<string, Entry>();
  private chars = 0;

  /** @param maxChars characters of texts (and excerpts) kept at most; 0 keeps nothing */
  constructor(readonly maxChars: number) {}

  /** The hits found earlier in `text` by the patterns of `plan`, or undefined when not kept. */
  hits(plan: FamilyPlan, text: string): readonly MemoHit[] | undefined {
    return this.get(plan, text) as readonly MemoHit[] | undefined;
  }

  /** Keeps the hits of `plan` in `text` (ignored for a text shorter than `MATCH_MEMO_MIN_CHARS`). */
  keepHits(plan: FamilyPlan, text: string, hits: readonly MemoHit[]): void {
    if (text.length >= MATCH_MEMO_MIN_CHARS) this.set(plan, text, hits, 0);
  }

  /** What the matcher reads of `script` (see `excerptScript`), computed by `read` the first time. */
  excerpt(script: string, read: (script: string) => string): string {
    const known = this.get(EXCERPTS, script) as string | undefined;
    if (known !== undefined) return known;
    const excerpt = read(script);
    this.set(EXCERPTS, script, excerpt, excerpt.length);
    return excerpt;
  }

  /**
   * What `compute` makes of `text` for `kind` (any object naming a pure computation, e.g. a rule), computed the
   * first time (every time for a text shorter than `MATCH_MEMO_MIN_CHARS`).
   */
  value<T>(kind: object, text: string, compute: (text: string) => T): T {
    if (text.length < MATCH_MEMO_MIN_CHARS) return compute(text);
    const known = this.get(kind, text);
    if (known !== undefined) return known as T;
    const value = compute(text);
    this.set(kind, text, value, 0);
    return value;
  }

  /** Characters held now. */
  get size(): number {
    return this.chars;
  }

  private get(kind: object, text: string): unknown {
    const entry = this.entries.get(text);
    if (!entry) return undefined;
    this.entries.delete(text);
    this.entries.set(text, entry);
    return entry.values.get(kind);
  }

  /** Keeps `value` for `kind` of `text`, charging the text once and `extraChars` more (a string value). */
  private set(kind: object, text: string, value: unknown, extraChars: number): void {
    let entry = this.entries.get(text);
    if (!entry) {
      if (text.length + extraChars > this.maxChars) return;
      entry = { chars: text.length, values: new Map() };
      this.entries.set(text, entry);
      this.chars += text.length;
    }
    if (!entry.values.has(kind)) {
      entry.values.set(kind, value);
      entry.chars += extraChars;
      this.chars += extraChars;
    }
    for (const [old, { chars }] of this.entries) {
      if (this.chars <= this.maxChars) break;
      if (old === text) continue;
      this.entries.delete(old);
      this.chars -= chars;
    }
  }
}
