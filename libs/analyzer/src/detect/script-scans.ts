/**
 * One automaton pass over each whole script of a page for the detector's two readers of whole scripts (issue 24 §2:
 * a megabyte bundle was read once per reader and once per rule):
 * - the excerpt anchors of a script longer than `SCRIPT_CHARS` (`excerpts.ts`: where the excerpts of its tail are
 *   taken);
 * - the literals the indirect version rules require (`bundle-versions.ts`): a rule's regex runs on a script only
 *   when one literal of each clause of its prefilter occurs in it. Exact: every match contains one literal of each
 *   clause (`extractPrefilter`), and the automaton finds a literal as the rule's case-insensitive regex does
 *   (`LiteralAutomaton`; a clause with a literal the automaton cannot hold is not checked).
 * Both come from the same pass (`LiteralAutomaton.scanAndEnds`), kept per script text for the page's analysis.
 */
import { keyLength, LiteralAutomaton } from '../fingerprints/aho-corasick';
import type { FingerprintSet } from '../fingerprints/model';
import type { CompiledPattern } from '../fingerprints/pattern';
import { SCRIPT_CHARS, SCRIPT_EXCERPTS_PER_LITERAL } from './caps';
import { excerptAnchorLiterals, type ExcerptEnds } from './excerpts';

/** The automaton of one fingerprint set and rule list, and where each rule's clauses are in it. */
interface ScriptLiterals {
  automaton: LiteralAutomaton | null;
  /** Ids 0 … n - 1 are the excerpt anchors (`excerptAnchorLiterals`), in its order: their key lengths. */
  anchors: Int32Array;
  /** The id of the first detection anchor (see `ExcerptAnchors`). */
  detectionFrom: number;
  /** Per rule pattern: its clauses as literal ids (a pattern without a clause checked is not listed). */
  clauses: Map<CompiledPattern, number[][]>;
}

/** What one pass found in one script. */
interface ScriptScan {
  /** The literals it looked for. */
  literals: ScriptLiterals;
  /** Literal ids found anywhere in the script. */
  found: Uint8Array;
  /** Ends of the excerpt anchors from `SCRIPT_CHARS` on (`LiteralAutomaton.ends`'s, detection anchors apart). */
  ends: ExcerptEnds;
}

/** Printable ASCII: what the automaton holds (as the excerpt anchors, `excerpts.ts`). */
const AUTOMATON_LITERAL = /^[\x20-\x7e]+$/;

/** Per set and rule list: the automaton with the excerpt anchors ([1]) and without them ([0]). */
const literalsBySet = new WeakMap<
  FingerprintSet,
  WeakMap<readonly CompiledPattern[], [ScriptLiterals | null, ScriptLiterals | null]>
>();

/**
 * The automaton of the literals of `rules`, after `fingerprints`' excerpt anchors when `withAnchors` (built once per
 * set, list and kind: the anchors, a few hundred literals, take tens of milliseconds to build, paid as before only by
 * a process that meets a script longer than `SCRIPT_CHARS`).
 */
function scriptLiterals(
  fingerprints: FingerprintSet,
  rules: readonly CompiledPattern[],
  withAnchors: boolean,
): ScriptLiterals {
  let byRules = literalsBySet.get(fingerprints);
  if (!byRules) literalsBySet.set(fingerprints, (byRules = new WeakMap()));
  let kinds = byRules.get(rules);
  if (!kinds) byRules.set(rules, (kinds = [null, null]));
  const known = kinds[Number(withAnchors)];
  if (known) return known;
  const excerpt = withAnchors
    ? excerptAnchorLiterals(fingerprints.index.plans.scripts)
    : { literals: [], detectionFrom: 0 };
  const literals = [...excerpt.literals];
  const anchors = Int32Array.from(literals, keyLength);
  const clauses = new Map<CompiledPattern, number[][]>();
  for (const pattern of rules) {
    const checked = (pattern.prefilter ?? []).filter((clause) =>
      clause.every((literal) => AUTOMATON_LITERAL.test(literal)),
    );
    if (checked.length === 0) continue;
    clauses.set(
      pattern,
      checked.map((clause) => clause.map((literal) => literals.push(literal) - 1)),
    );
  }
  const made: ScriptLiterals = {
    automaton: literals.length > 0 ? new LiteralAutomaton(literals) : null,
    anchors,
    detectionFrom: excerpt.detectionFrom,
    clauses,
  };
  kinds[Number(withAnchors)] = made;
  return made;
}

/**
 * The scans of one page's scripts: each script text is read once, on first use, whatever asks (`excerpt ends`,
 * `mayMatch`). Create one per analysis (it keeps what it found for the page's texts).
 */
export class ScriptScans {
  private readonly scans = new Map<string, ScriptScan>();

  /**
   * @param rules the compiled anchors of the indirect version rules that will ask `mayMatch` (others always may)
   */
  constructor(
    private readonly fingerprints: FingerprintSet,
    private readonly rules: readonly CompiledPattern[],
  ) {}

  private scan(script: string): ScriptScan {
    let scan = this.scans.get(script);
    if (scan) return scan;
    // the excerpt anchors only in a script longer than the cap (read on first use: a page without scripts does not
    // load the scripts' plan, see compiled-cache.ts)
    const literals = scriptLiterals(this.fingerprints, this.rules, script.length > SCRIPT_CHARS);
    const { automaton, anchors, detectionFrom } = literals;
    const found = new Uint8Array(automaton?.size ?? 0);
    const detectionEnds: number[] = [];
    const ends =
      automaton === null
        ? []
        : automaton.scanAndEnds(script, found, [], SCRIPT_CHARS, SCRIPT_EXCERPTS_PER_LITERAL, anchors, {
            from: detectionFrom,
            ends: detectionEnds,
          });
    scan = { literals, found, ends: { ends, detectionEnds } };
    this.scans.set(script, scan);
    return scan;
  }

  /**
   * Where the excerpts of `script` are taken (the input of `excerptAt`): what `excerptScript` finds with
   * `excerptAnchors` of the set's scripts plan.
   */
  excerptEnds(script: string): ExcerptEnds {
    return this.scan(script).ends;
  }

  /** False when `pattern` (a rule's anchor) cannot match `script`: a clause of its prefilter has no literal in it. */
  mayMatch(pattern: CompiledPattern, script: string): boolean {
    const { literals, found } = this.scan(script);
    const clauses = literals.clauses.get(pattern);
    if (!clauses) return true;
    return clauses.every((clause) => clause.some((id) => found[id] === 1));
  }
}
