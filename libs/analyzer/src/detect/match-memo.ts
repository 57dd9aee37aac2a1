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
 * Keys are the texts themselves (whole-string equality, no hash that could collide); the memo holds at most
 * `maxChars` characters of keys and values (≤ 2 bytes each) and forgets the least recently used first.
 */
import type { FamilyPlan } from '../fingerprints/plan';

/** Texts shorter than this are matched afresh (the lookup would cost about what it saves). */
export const MATCH_MEMO_MIN_CHARS = 4096;

/** One pattern of a plan matching a text: the pattern's index in `plan.patterns` and its match. */
export type MemoHit = readonly [index: number, match: RegExpExecArray];

interface Entry {
  readonly chars: number;
  readonly value: unknown;
}

/** The kind of the excerpts kept (`MatchMemo.excerpt`). */
const EXCERPTS = {};

export class MatchMemo {
  /** Per kind (a family plan, a rule, the excerpts): text → what was computed from it. */
  private readonly byKind = new Map<object, Map<string, Entry>>();
  /** Every entry, least recently used first, with its kind and key. */
  private readonly order = new Map<Entry, [kind: object, key: string]>();
  private chars = 0;

  /** @param maxChars characters of texts (keys and excerpts) kept at most; 0 keeps nothing */
  constructor(readonly maxChars: number) {}

  /** The hits found earlier in `text` by the patterns of `plan`, or undefined when not kept. */
  hits(plan: FamilyPlan, text: string): readonly MemoHit[] | undefined {
    return this.get(plan, text)?.value as readonly MemoHit[] | undefined;
  }

  /** Keeps the hits of `plan` in `text` (ignored for a text shorter than `MATCH_MEMO_MIN_CHARS`). */
  keepHits(plan: FamilyPlan, text: string, hits: readonly MemoHit[]): void {
    if (text.length >= MATCH_MEMO_MIN_CHARS) this.set(plan, text, { chars: text.length, value: hits });
  }

  /** What the matcher reads of `script` (see `excerptScript`), computed by `read` the first time. */
  excerpt(script: string, read: (script: string) => string): string {
    const known = this.get(EXCERPTS, script);
    if (known) return known.value as string;
    const excerpt = read(script);
    this.set(EXCERPTS, script, { chars: script.length + excerpt.length, value: excerpt });
    return excerpt;
  }

  /**
   * What `compute` makes of `text` for `kind` (any object naming a pure computation, e.g. a rule), computed the
   * first time (every time for a text shorter than `MATCH_MEMO_MIN_CHARS`).
   */
  value<T>(kind: object, text: string, compute: (text: string) => T): T {
    if (text.length < MATCH_MEMO_MIN_CHARS) return compute(text);
    const known = this.get(kind, text);
    if (known) return known.value as T;
    const value = compute(text);
    this.set(kind, text, { chars: text.length, value });
    return value;
  }

  /** Characters held now. */
  get size(): number {
    return this.chars;
  }

  private get(kind: object, key: string): Entry | undefined {
    const entry = this.byKind.get(kind)?.get(key);
    if (entry) {
      // most recently used: to the end of the order
      const where = this.order.get(entry)!;
      this.order.delete(entry);
      this.order.set(entry, where);
    }
    return entry;
  }

  private set(kind: object, key: string, entry: Entry): void {
    if (entry.chars > this.maxChars) return;
    let into = this.byKind.get(kind);
    if (!into) this.byKind.set(kind, (into = new Map()));
    const previous = into.get(key);
    if (previous) this.forget(previous);
    into.set(key, entry);
    this.order.set(entry, [kind, key]);
    this.chars += entry.chars;
    for (const [old] of this.order) {
      if (this.chars <= this.maxChars) break;
      this.forget(old);
    }
  }

  private forget(entry: Entry): void {
    const [kind, key] = this.order.get(entry)!;
    this.order.delete(entry);
    this.byKind.get(kind)!.delete(key);
    this.chars -= entry.chars;
  }
}
