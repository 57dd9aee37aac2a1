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
  /** Every pattern of the family in matching order: index entries in order, then each entry's patterns. */
  readonly patterns: readonly PlannedPattern[];
  /** Indices of the patterns without a prefilter (they run on every input), ascending. */
  readonly always: readonly number[];
  /** Per pattern: its clauses as lists of literal ids (empty when it has no prefilter). */
  readonly clauses: ReadonlyArray<ReadonlyArray<readonly number[]>>;
  /** Literal id → indices of the patterns that name it in some clause (ascending, no duplicates). */
  readonly byLiteral: ReadonlyArray<readonly number[]>;
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
  const byLiteral: number[][] = [];
  const always: number[] = [];
  const clauses = patterns.map(({ pattern }, index) => {
    if (pattern.prefilter === null || pattern.prefilter.length === 0) {
      always.push(index);
      return [];
    }
    return pattern.prefilter.map((clause) =>
      clause.map((literal) => {
        let id = ids.get(literal);
        if (id === undefined) {
          id = literals.length;
          ids.set(literal, id);
          literals.push(literal);
          byLiteral.push([]);
        }
        const users = byLiteral[id];
        if (users[users.length - 1] !== index) users.push(index);
        return id;
      }),
    );
  });
  return {
    patterns,
    always,
    clauses,
    byLiteral,
    automaton: literals.length ? new LiteralAutomaton(literals) : null,
    literals,
  };
}

/** Scratch buffers of a plan (a few KB), reusable by any number of successive `candidates` calls. */
export class PlanScratch {
  private readonly found: Uint8Array;
  private readonly marked: number[] = [];
  private readonly stamp: Int32Array;
  private generation = 0;

  constructor(private readonly plan: FamilyPlan) {
    this.found = new Uint8Array(plan.literals.length);
    this.stamp = new Int32Array(plan.patterns.length);
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
    for (const id of marked) {
      for (const index of plan.byLiteral[id]) {
        if (stamp[index] === generation) continue;
        stamp[index] = generation;
        if (satisfied(plan.clauses[index], found)) out.push(index);
      }
    }
    for (const id of marked) found[id] = 0;
    marked.length = 0;
    if (out.length > 1) out.sort((a, b) => a - b);
    return out;
  }
}

function satisfied(clauses: ReadonlyArray<readonly number[]>, found: Uint8Array): boolean {
  for (const clause of clauses) {
    let any = false;
    for (const id of clause) {
      if (found[id] === 1) {
        any = true;
        break;
      }
    }
    if (!any) return false;
  }
  return true;
}
