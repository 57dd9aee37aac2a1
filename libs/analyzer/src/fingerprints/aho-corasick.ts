/**
 * A case-insensitive multi-literal matcher (Aho–Corasick, compiled to a dense DFA): one pass over an input finds
 * which of many ASCII literals it contains. Used by the matcher's prefilter so that each input of a pattern family
 * is scanned once for the required literals of all its patterns (see `build.ts` `FamilyPlan`).
 *
 * Case folding is done by the alphabet: `A`–`Z` and `a`–`z` map to the same symbol, every character that occurs in
 * no literal (and every non-ASCII character) maps to symbol 0, which always leads back to the root. This is exact
 * for the prefilter's purpose: with flag `i` (non-unicode), an ASCII letter of a regex only matches its ASCII case
 * pair (see `extractPrefilter`), so an input contains a literal case-insensitively iff the regex could find it.
 *
 * Memory: states × symbols × 4 bytes (`Int32Array`); literals are truncated to `MAX_AUTOMATON_LITERAL` characters
 * (a prefix of a required literal is required too, so truncation only makes the prefilter weaker, never wrong).
 */

/** Literals longer than this are cut to their first N characters before they enter the automaton. */
export const MAX_AUTOMATON_LITERAL = 16;

/**
 * Literals reported once each, apart from the others (`LiteralAutomaton.ends` and `scanAndEnds`): the literals with
 * an id from `from` on are counted at most once (whatever `perLiteral` says) and the end of their first occurrence
 * goes into `ends` (ascending), not into the main result. The excerpts of a long script use it for the literals of
 * patterns that only detect: one match is all such a pattern needs (`detect/excerpts.ts`).
 */
export interface FirstOnly {
  /** The first id of the literals reported once. */
  from: number;
  /** Filled with the end of each such literal's first occurrence (index just past it), ascending. */
  ends: number[];
}

/** The tables of a `LiteralAutomaton` (see its fields). */
export interface AutomatonTables {
  size: number;
  states: number;
  symbolOf: Uint8Array;
  symbols: number;
  delta: Int32Array;
  outStart: Int32Array;
  outIds: Int32Array;
}

export class LiteralAutomaton {
  /** Number of distinct literals (ids are 0..size-1 in the order of the constructor's list). */
  readonly size: number;
  /** Number of DFA states. */
  readonly states: number;
  /** ASCII code → symbol (0 = in no literal). */
  private readonly symbolOf: Uint8Array;
  /**
   * `symbolOf` widened to every UTF-16 code unit (64 KB, 0 past ASCII), made from it: the scan loops index it with
   * any `charCodeAt` without testing for ASCII first (a branch per character; the scans ~20 % faster without it).
   */
  private readonly unitSymbol: Uint8Array;
  private readonly symbols: number;
  /**
   * Dense transition table indexed by `row + symbol` where `row = state * symbols`; each entry is
   * `(nextRow << 1) | (next state has outputs ? 1 : 0)`, so the scan loop needs no multiplication and one branch.
   */
  private readonly delta: Int32Array;
  /** Outputs of state s (its literal and those of its dictionary suffixes): `outIds[outStart[s] .. outStart[s+1]]`. */
  private readonly outStart: Int32Array;
  private readonly outIds: Int32Array;

  /**
   * @param literals ASCII literals (any case; non-ASCII characters are not supported and throw). Duplicates are
   *   fine: each list position gets its own id, equal literals are reported together.
   */
  constructor(literals: readonly string[]) {
    this.size = literals.length;
    const keys = literals.map((l) => l.slice(0, MAX_AUTOMATON_LITERAL).toLowerCase());
    // alphabet
    this.symbolOf = new Uint8Array(128);
    let symbols = 1;
    for (const key of keys) {
      if (key.length === 0) throw new Error('LiteralAutomaton: empty literal');
      for (let i = 0; i < key.length; i += 1) {
        const code = key.charCodeAt(i);
        if (code >= 128) throw new Error(`LiteralAutomaton: non-ASCII literal ${JSON.stringify(key)}`);
        if (this.symbolOf[code] === 0) {
          this.symbolOf[code] = symbols;
          const upper = key[i].toUpperCase().charCodeAt(0);
          if (upper !== code && upper < 128) this.symbolOf[upper] = symbols;
          symbols += 1;
        }
      }
    }
    this.symbols = symbols;
    this.unitSymbol = widen(this.symbolOf);
    // trie (sparse, while building)
    const children: Array<Map<number, number>> = [new Map()];
    const terminal: number[][] = [[]];
    keys.forEach((key, id) => {
      let s = 0;
      for (let i = 0; i < key.length; i += 1) {
        const sym = this.symbolOf[key.charCodeAt(i)];
        let next = children[s].get(sym);
        if (next === undefined) {
          next = children.length;
          children.push(new Map());
          terminal.push([]);
          children[s].set(sym, next);
        }
        s = next;
      }
      terminal[s].push(id);
    });
    const states = children.length;
    this.states = states;
    // BFS: failure links folded into a dense DFA, outputs accumulated along dictionary suffixes
    const delta = new Int32Array(states * symbols);
    const fail = new Int32Array(states);
    const outputs: number[][] = terminal.map((t) => [...t]);
    const queue: number[] = [];
    for (const [sym, next] of children[0]) {
      delta[sym] = next;
      queue.push(next);
    }
    for (let head = 0; head < queue.length; head += 1) {
      const s = queue[head];
      outputs[s].push(...outputs[fail[s]]);
      const row = s * symbols;
      const failRow = fail[s] * symbols;
      for (let sym = 0; sym < symbols; sym += 1) {
        const next = children[s].get(sym);
        if (next === undefined) delta[row + sym] = delta[failRow + sym];
        else {
          delta[row + sym] = next;
          fail[next] = delta[failRow + sym];
          queue.push(next);
        }
      }
    }
    for (let i = 0; i < delta.length; i += 1) {
      const next = delta[i];
      delta[i] = ((next * symbols) << 1) | (outputs[next].length > 0 ? 1 : 0);
    }
    if (states * symbols * 2 >= 2 ** 31) throw new Error('LiteralAutomaton: too many states');
    this.delta = delta;
    this.outStart = new Int32Array(states + 1);
    let total = 0;
    for (let s = 0; s < states; s += 1) {
      this.outStart[s] = total;
      total += outputs[s].length;
    }
    this.outStart[states] = total;
    this.outIds = new Int32Array(total);
    for (let s = 0; s < states; s += 1) this.outIds.set(outputs[s], this.outStart[s]);
  }

  /** The automaton's tables (what `fromTables` takes back): plain numbers and typed arrays. */
  tables(): AutomatonTables {
    const { size, states, symbolOf, symbols, delta, outStart, outIds } = this;
    return { size, states, symbolOf, symbols, delta, outStart, outIds };
  }

  /**
   * The automaton whose tables are `tables` (from `tables()`), without rebuilding it: the typed arrays are used as
   * they are (e.g. views of a file's bytes). The tables are trusted (the compiled-set cache checks its file's key).
   */
  static fromTables(tables: AutomatonTables): LiteralAutomaton {
    const automaton = Object.create(LiteralAutomaton.prototype) as LiteralAutomaton;
    // the fields in declaration order, as the constructor defines them
    const { size, states, symbolOf, symbols, delta, outStart, outIds } = tables;
    const unitSymbol = widen(symbolOf);
    return Object.assign(automaton, {
      size,
      states,
      symbolOf,
      unitSymbol,
      symbols,
      delta,
      outStart,
      outIds,
    });
  }

  /**
   * Scans `input` once and marks every literal it contains (ASCII case-insensitively): `found[id] = 1`, and the id
   * is appended to `marked` the first time. Ids already marked stay marked (so several inputs can be accumulated;
   * the caller clears `found` through `marked`).
   */
  scan(input: string, found: Uint8Array, marked: number[]): void {
    const { unitSymbol, symbols, delta, outStart, outIds } = this;
    let row = 0;
    const length = input.length;
    for (let i = 0; i < length; i += 1) {
      const v = delta[row + unitSymbol[input.charCodeAt(i)]];
      row = v >> 1;
      if ((v & 1) === 0) continue;
      const state = row / symbols;
      const start = outStart[state];
      const end = outStart[state + 1];
      // The first output of a state is marked only together with all the others (they are all the state's outputs
      // or a superset's), so one check skips states already reported.
      if (found[outIds[start]] === 0) {
        for (let k = start; k < end; k += 1) {
          const id = outIds[k];
          if (found[id] === 0) {
            found[id] = 1;
            marked.push(id);
          }
        }
      }
    }
  }

  /**
   * End positions (index just past the last character) of the occurrences of the literals in `input` from `from`
   * on, ascending, counting at most `perLiteral` occurrences of each literal: an occurrence is reported when one of
   * the literals ending there has not yet been reported `perLiteral` times (so a literal that occurs everywhere
   * does not crowd out rare ones). Literals longer than `MAX_AUTOMATON_LITERAL` are found by their prefix, so the
   * end is that of the prefix. One pass. With `firstOnly`, the literals from its `from` on are reported there instead,
   * once each ({@link FirstOnly}).
   */
  ends(input: string, from: number, perLiteral: number, firstOnly?: FirstOnly): number[] {
    const { unitSymbol, symbols, delta, outStart, outIds } = this;
    const counts = new Int32Array(this.size);
    const firstFrom = firstOnly?.from ?? this.size;
    const out: number[] = [];
    let row = 0;
    const length = input.length;
    for (let i = Math.max(0, from); i < length; i += 1) {
      const v = delta[row + unitSymbol[input.charCodeAt(i)]];
      row = v >> 1;
      if ((v & 1) === 0) continue;
      const state = row / symbols;
      let report = false;
      let reportFirst = false;
      for (let k = outStart[state]; k < outStart[state + 1]; k += 1) {
        const id = outIds[k];
        if (id >= firstFrom) {
          if (counts[id] === 0) {
            counts[id] = 1;
            reportFirst = true;
          }
        } else if (counts[id] < perLiteral) {
          counts[id] += 1;
          report = true;
        }
      }
      if (report) out.push(i + 1);
      if (reportFirst) firstOnly!.ends.push(i + 1);
    }
    return out;
  }

  /**
   * `scan` and `ends` in ONE pass over the whole of `input`: marks in `found` every literal `input` contains (as
   * `scan`, from position 0), and returns what `ends(input, from, perLiteral)` would return for an automaton over
   * the first `counted.length` literals only (the literals of the others are neither counted nor reported): the ends
   * of the occurrences lying wholly at or after `from`, each of those literals counted at most `perLiteral` times.
   * A caller that needs both over a megabyte bundle reads it once instead of twice. The marking loop is `scan`'s,
   * written out again on purpose: this is the hot loop over whole bundles, kept free of calls.
   * @param keyLengths the key lengths of the first literals ({@link keyLength} of each), those whose ends are
   *   returned (its length is how many are counted)
   * @param firstOnly the counted literals from its `from` on are reported there, once each ({@link FirstOnly})
   */
  scanAndEnds(
    input: string,
    found: Uint8Array,
    marked: number[],
    from: number,
    perLiteral: number,
    keyLengths: Int32Array,
    firstOnly?: FirstOnly,
  ): number[] {
    const { unitSymbol, symbols, delta, outStart, outIds } = this;
    const counted = keyLengths.length;
    const firstFrom = firstOnly?.from ?? counted;
    const counts = new Int32Array(counted);
    const out: number[] = [];
    let row = 0;
    const length = input.length;
    for (let i = 0; i < length; i += 1) {
      const v = delta[row + unitSymbol[input.charCodeAt(i)]];
      row = v >> 1;
      if ((v & 1) === 0) continue;
      const state = row / symbols;
      const start = outStart[state];
      const end = outStart[state + 1];
      if (found[outIds[start]] === 0) {
        for (let k = start; k < end; k += 1) {
          const id = outIds[k];
          if (found[id] === 0) {
            found[id] = 1;
            marked.push(id);
          }
        }
      }
      if (i + 1 <= from) continue;
      let report = false;
      let reportFirst = false;
      for (let k = start; k < end; k += 1) {
        const id = outIds[k];
        if (id >= counted || i + 1 - keyLengths[id] < from) continue;
        if (id >= firstFrom) {
          if (counts[id] === 0) {
            counts[id] = 1;
            reportFirst = true;
          }
        } else if (counts[id] < perLiteral) {
          counts[id] += 1;
          report = true;
        }
      }
      if (report) out.push(i + 1);
      if (reportFirst) firstOnly!.ends.push(i + 1);
    }
    return out;
  }

  /** Ids of the literals `input` contains, ascending (convenience for tests). */
  find(input: string): number[] {
    const found = new Uint8Array(this.size);
    const marked: number[] = [];
    this.scan(input, found, marked);
    return marked.sort((a, b) => a - b);
  }

  /** Approximate memory of the tables, in bytes. */
  get bytes(): number {
    return (
      this.delta.byteLength +
      this.outStart.byteLength +
      this.outIds.byteLength +
      this.symbolOf.byteLength +
      this.unitSymbol.byteLength
    );
  }
}

/** The length of `literal` in an automaton (literals are cut to `MAX_AUTOMATON_LITERAL` characters). */
export const keyLength = (literal: string): number => Math.min(literal.length, MAX_AUTOMATON_LITERAL);

/** The symbol of every UTF-16 code unit: `symbolOf`'s for ASCII, 0 (in no literal) for the others. */
function widen(symbolOf: Uint8Array): Uint8Array {
  const unitSymbol = new Uint8Array(65536);
  unitSymbol.set(symbolOf);
  return unitSymbol;
}
