/**
 * Prefiltered matching plan of one single-string/list pattern family (html, scripts, scriptSrc…): built once per
 * fingerprint set (`buildFingerprintSet`, memoised by `loadFingerprints`), shared read-only by every analysis.
 *
 * Each pattern's prefilter (`extractPrefilter`: clauses of literals, every clause must have one literal in the
 * input) is compiled into ids of ONE Aho–Corasick automaton over all the family's literals. Matching an input:
 * one pass of the automaton marks the literals it contains, then only the patterns whose every clause is satisfied
 * (plus the patterns without any required literal) are candidates for their regex. Exact: a skipped pattern cannot
 * match (see `extractPrefilter` and `LiteralAutomaton`).
 */
import { LiteralAutomaton } from './aho-corasick';
import type { CompiledTechnology, IndexEntry } from './model';
import type { CompiledPattern } from './pattern';

/** One pattern of the family, in matching order. */
export interface PlannedPattern {
  tech: CompiledTechnology;
  pattern: CompiledPattern;
}

export interface FamilyPlan {
  /**
   * Every pattern of the family in matching order: index entries in order, then each entry's patterns. (A set read
   * from the compiled-set cache makes each element on first read: a run reads only its candidates.)
   */
  readonly patterns: readonly PlannedPattern[];
  /** Indices of the patterns without a prefilter (they run on every input), ascending. */
  readonly always: readonly number[];
  /**
   * The patterns' clauses, as compressed rows: the clauses of pattern `p` are `clauseStart[p] … clauseStart[p + 1] - 1`
   * (none when it has no prefilter); the literal ids of clause `c` are `clauseLiterals[literalStart[c] …
   * literalStart[c + 1] - 1]`. Typed arrays, so that the compiled-set cache stores and reads them as bytes.
   */
  readonly clauseStart: Int32Array;
  readonly literalStart: Int32Array;
  readonly clauseLiterals: Int32Array;
  /**
   * Literal id → indices of the patterns that name it in their key clause (ascending, no duplicates), as compressed
   * rows: `literalUsers[userStart[id] … userStart[id + 1] - 1]`. A pattern's key clause is the one of its clauses
   * whose shortest literal is the longest ({@link keyClause}): a pattern can only be a candidate when one literal of
   * every clause occurs, so it is looked at only when a literal of that one does (then all its clauses are checked),
   * not for every input holding a literal as common as `.js` that some other clause of it names.
   */
  readonly userStart: Int32Array;
  readonly literalUsers: Int32Array;
  /** The automaton over all literals of the family (null when no pattern has one). */
  readonly automaton: LiteralAutomaton | null;
  /** The literals, by id (for diagnostics and tests). */
  readonly literals: readonly string[];
}

/** Builds the plan of one family from its index entries (technologies in index order). */
export function buildFamilyPlan(entries: readonly IndexEntry[]): FamilyPlan {
  const patterns: PlannedPattern[] = [];
  for (const { tech, patterns: list } of entries)
    for (const pattern of list) patterns.push({ tech, pattern });
  const ids = new Map<string, number>();
  const literals: string[] = [];
  const users: number[][] = [];
  const always: number[] = [];
  const clauseStart = new Int32Array(patterns.length + 1);
  const literalStart: number[] = [0];
  const clauseLiterals: number[] = [];
  patterns.forEach(({ pattern }, index) => {
    clauseStart[index] = literalStart.length - 1;
    if (pattern.prefilter === null || pattern.prefilter.length === 0) {
      always.push(index);
      return;
    }
    const key = keyClause(pattern.prefilter);
    for (const clause of pattern.prefilter) {
      for (const literal of clause) {
        let id = ids.get(literal);
        if (id === undefined) {
          id = literals.length;
          ids.set(literal, id);
          literals.push(literal);
          users.push([]);
        }
        const list = users[id];
        if (clause === key && list[list.length - 1] !== index) list.push(index);
        clauseLiterals.push(id);
      }
      literalStart.push(clauseLiterals.length);
    }
  });
  clauseStart[patterns.length] = literalStart.length - 1;
  const userStart = new Int32Array(literals.length + 1);
  users.forEach((list, id) => (userStart[id + 1] = userStart[id] + list.length));
  return {
    patterns,
    always,
    clauseStart,
    literalStart: Int32Array.from(literalStart),
    clauseLiterals: Int32Array.from(clauseLiterals),
    userStart,
    literalUsers: Int32Array.from(users.flat()),
    automaton: literals.length ? new LiteralAutomaton(literals) : null,
    literals,
  };
}

/**
 * The clause of a (non-empty) prefilter through which its pattern is found (`FamilyPlan.literalUsers`): the one
 * whose shortest literal is the longest, the first of those in a tie. Longer literals occur in fewer inputs.
 */
export function keyClause(prefilter: readonly (readonly string[])[]): readonly string[] {
  let key = prefilter[0];
  let keyLength = Math.min(...key.map((literal) => literal.length));
  for (const clause of prefilter) {
    const length = Math.min(...clause.map((literal) => literal.length));
    if (length > keyLength) {
      key = clause;
      keyLength = length;
    }
  }
  return key;
}

/** Scratch buffers of a plan (a few KB), reusable by any number of successive `candidates` calls. */
export class PlanScratch {
  private readonly found: Uint8Array;
  private readonly marked: number[] = [];
  private readonly stamp: Int32Array;
  private generation = 0;

  constructor(private readonly plan: FamilyPlan) {
    this.found = new Uint8Array(plan.userStart.length - 1);
    this.stamp = new Int32Array(plan.clauseStart.length - 1);
  }

  /**
   * Indices of the patterns whose regex must run on `input` (prefilter satisfied, or no prefilter), ascending.
   */
  candidates(input: string): number[] {
    const { plan, found, marked, stamp } = this;
    const out = plan.always.slice();
    if (plan.automaton === null) return out;
    plan.automaton.scan(input, found, marked);
    // stamps are Int32: on wrapping, every stamp is cleared so that none equals a generation reused
    this.generation = (this.generation + 1) | 0;
    if (this.generation === 0) {
      stamp.fill(0);
      this.generation = 1;
    }
    const generation = this.generation;
    const { userStart, literalUsers } = plan;
    for (const id of marked) {
      for (let k = userStart[id]; k < userStart[id + 1]; k += 1) {
        const index = literalUsers[k];
        if (stamp[index] === generation) continue;
        stamp[index] = generation;
        if (satisfied(plan, index, found)) out.push(index);
      }
    }
    for (const id of marked) found[id] = 0;
    marked.length = 0;
    if (out.length > 1) out.sort((a, b) => a - b);
    return out;
  }
}

/** True when every clause of pattern `index` has one of its literals in `found`. */
function satisfied(plan: FamilyPlan, index: number, found: Uint8Array): boolean {
  const { clauseStart, literalStart, clauseLiterals } = plan;
  for (let c = clauseStart[index]; c < clauseStart[index + 1]; c += 1) {
    let any = false;
    for (let k = literalStart[c]; k < literalStart[c + 1]; k += 1) {
      if (found[clauseLiterals[k]] === 1) {
        any = true;
        break;
      }
    }
    if (!any) return false;
  }
  return true;
}
