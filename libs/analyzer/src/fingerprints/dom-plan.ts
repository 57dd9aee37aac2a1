/**
 * The prefilter of the static `dom` evaluation (`collect/static-dom.ts`): the set's CSS selectors, what their
 * patterns read, and per selector the literals (ids, classes, attribute values, custom element names) a document's
 * source must contain for it to match, as ids of one Aho–Corasick automaton. Built once per fingerprint set
 * (`set.index.domPlan`: on first use for a compiled set, read from the compiled-set cache otherwise).
 */
import { LiteralAutomaton, MAX_AUTOMATON_LITERAL } from './aho-corasick';
import type { FingerprintIndex } from './model';

/** A selector of the fingerprint set and what its patterns read (the browser stage's probe shape). */
export interface StaticDomProbe {
  /** The selector. */
  s: string;
  /** Some pattern reads the text content. */
  t: boolean;
  /** Attribute names some pattern reads. */
  a: readonly string[];
}

/** The probes of one selector list with the prefilter that skips those a source cannot match. */
export interface DomPlan {
  probes: readonly StaticDomProbe[];
  /**
   * Per probe: per branch of its selector list, the automaton ids of the literals the branch needs (all of them);
   * `null` when some branch names only standard tags (always evaluated).
   */
  branches: ReadonlyArray<ReadonlyArray<readonly number[]> | null>;
  /** One case-insensitive pass over the source finds which literals it contains. */
  automaton: LiteralAutomaton;
}

/**
 * The literals one branch of a selector list needs in the document's source: ids, class names, attribute values
 * (or, without a value, attribute names) and custom element names, outside `:not(…)`. Empty when the branch names
 * only standard tags.
 */
function branchLiterals(selectorBranch: string): string[] {
  const branch = selectorBranch.replace(/:not\((?:[^()]|\([^()]*\))*\)/g, ' ');
  const out: string[] = [];
  for (const m of branch.matchAll(/[#.]([\w-]{2,})/g)) out.push(m[1]);
  for (const m of branch.matchAll(
    /\[\s*([\w:-]+)\s*(?:[*^$|~]?=\s*(?:'([^']*)'|"([^"]*)"|([^\]\s]*)))?\s*(?:[is]\s*)?\]/g,
  )) {
    const value = m[2] ?? m[3] ?? m[4];
    out.push(value && value.length >= 2 ? value : m[1]);
  }
  // custom elements (`model-viewer`, `astro-island`): their name is in the source
  for (const m of branch.matchAll(/(?:^|[\s>+~])([a-z][a-z0-9]*-[a-z0-9-]+)/gi)) out.push(m[1]);
  return out;
}

/**
 * The probes of a set's `dom` index, in its order: each selector, whether some pattern reads its text, and the
 * attribute names its patterns read (the browser stage's probes without the DOM properties).
 */
export function domProbes(dom: FingerprintIndex['dom']): StaticDomProbe[] {
  const probes: StaticDomProbe[] = [];
  for (const [selector, entries] of dom) {
    const attributes = new Set<string>();
    let text = false;
    for (const { dom: d } of entries) {
      if (d.text) text = true;
      d.attributes.forEach((x) => attributes.add(x.name));
    }
    probes.push({ s: selector, t: text, a: [...attributes] });
  }
  return probes;
}

/** Builds the prefilter of `probes` (see {@link DomPlan}). */
export function buildDomPlan(probes: readonly StaticDomProbe[]): DomPlan {
  const literalIds = new Map<string, number>();
  const idOf = (literal: string) => {
    let id = literalIds.get(literal);
    if (id === undefined) literalIds.set(literal, (id = literalIds.size));
    return id;
  };
  const branches: Array<number[][] | null> = [];
  for (const probe of probes) {
    // a comma inside quotes, brackets or parentheses does not separate branches: such selectors are evaluated always
    let needs: number[][] | null = /["'[(][^"'\])]*,/.test(probe.s) ? null : [];
    for (const branch of needs ? probe.s.split(',') : []) {
      // the automaton takes ASCII literals only; a branch needing another one is evaluated always
      const literals = branchLiterals(branch).filter((literal) => /^[\x20-\x7e]+$/.test(literal));
      if (literals.length === 0) {
        needs = null;
        break;
      }
      needs!.push(literals.map((literal) => idOf(literal.slice(0, MAX_AUTOMATON_LITERAL))));
    }
    branches.push(needs);
  }
  return { probes, branches, automaton: new LiteralAutomaton([...literalIds.keys()]) };
}
