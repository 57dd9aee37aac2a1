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
 * (`excerptScript`: a pass over up to 3.5 million characters).
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
  readonly hits?: readonly MemoHit[];
  readonly excerpt?: string;
}

export class MatchMemo {
  private readonly byPlan = new Map<FamilyPlan, Map<string, Entry>>();
  /** Every entry, least recently used first: [plan (null for excerpts), key]. */
  private readonly order = new Map<Entry, [FamilyPlan | null, string]>();
  private readonly excerpts = new Map<string, Entry>();
  private chars = 0;

  /** @param maxChars characters of texts (keys and excerpts) kept at most; 0 keeps nothing */
  constructor(readonly maxChars: number) {}

  /** The hits found earlier in `text` by the patterns of `plan`, or undefined when not kept. */
  hits(plan: FamilyPlan, text: string): readonly MemoHit[] | undefined {
    const entry = this.byPlan.get(plan)?.get(text);
    if (entry) this.touch(entry);
    return entry?.hits;
  }

  /** Keeps the hits of `plan` in `text` (ignored for a text shorter than `MATCH_MEMO_MIN_CHARS`). */
  keepHits(plan: FamilyPlan, text: string, hits: readonly MemoHit[]): void {
    if (text.length < MATCH_MEMO_MIN_CHARS) return;
    let texts = this.byPlan.get(plan);
    if (!texts) this.byPlan.set(plan, (texts = new Map()));
    this.add({ chars: text.length, hits }, plan, text, texts);
  }

  /** What the matcher reads of `script` (see `excerptScript`), computed by `read` the first time. */
  excerpt(script: string, read: (script: string) => string): string {
    const known = this.excerpts.get(script);
    if (known) {
      this.touch(known);
      return known.excerpt!;
    }
    const excerpt = read(script);
    this.add({ chars: script.length + excerpt.length, excerpt }, null, script, this.excerpts);
    return excerpt;
  }

  /** Characters held now. */
  get size(): number {
    return this.chars;
  }

  private add(entry: Entry, plan: FamilyPlan | null, key: string, into: Map<string, Entry>): void {
    if (entry.chars > this.maxChars) return;
    const previous = into.get(key);
    if (previous) this.forget(previous);
    into.set(key, entry);
    this.order.set(entry, [plan, key]);
    this.chars += entry.chars;
    for (const [old] of this.order) {
      if (this.chars <= this.maxChars) break;
      this.forget(old);
    }
  }

  private touch(entry: Entry): void {
    const where = this.order.get(entry)!;
    this.order.delete(entry);
    this.order.set(entry, where);
  }

  private forget(entry: Entry): void {
    const [plan, key] = this.order.get(entry)!;
    this.order.delete(entry);
    (plan ? this.byPlan.get(plan)! : this.excerpts).delete(key);
    this.chars -= entry.chars;
  }
}
