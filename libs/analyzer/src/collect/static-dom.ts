/**
 * `dom` fingerprints evaluated on the HTML the server sent, without a browser.
 *
 * About 1,600 upstream technologies are recognised by a CSS selector (`link#twentyfifteen-style-css`,
 * `div#___gatsby`, `link[href*='/wp-content/themes/twentyeleven/']`) that Wappalyzer evaluates in the rendered page
 * only. Many of those elements are already in the server's HTML, so the passive stage evaluates every selector of
 * the set on the parsed document (htmlparser2's DOM, `css-select`): a page analysed without the browser stage, or one
 * whose browser stage failed, still shows that evidence. The browser stage's observation of a selector replaces this
 * one (`mergeBrowserSignals`): the rendered page is what runs.
 *
 * What a static document can say: whether an element matches, its text content and its attributes. DOM properties
 * (`properties` of a dom pattern: expandos set by scripts) need the browser and are never observed here.
 *
 * Cost: the set's ~1,760 selectors are compiled once (about 160 ms and 4 MB of automaton tables per process); a page
 * is scanned once for the literals they need (ids, classes, attribute values: one Aho–Corasick pass) and only the
 * selectors whose literals all occur are run — a few ms for a typical page. The scan reads the source as sent, so a selector literal that the page writes with character
 * references (`&amp;`) is not seen.
 */
import { compile, selectAll, selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { LiteralAutomaton, MAX_AUTOMATON_LITERAL } from '../fingerprints/aho-corasick';
import type { DomObservation } from '../types';

/** A selector of the fingerprint set and what its patterns read (the browser stage's probe shape). */
export interface StaticDomProbe {
  /** The selector. */
  s: string;
  /** Some pattern reads the text content. */
  t: boolean;
  /** Attribute names some pattern reads. */
  a: readonly string[];
}

/** Caps of {@link evaluateStaticDom}, like the browser stage's. */
export const STATIC_DOM_LIMITS = {
  /** Characters of the document parsed. */
  htmlChars: 2_000_000,
  /** Matching elements read per selector. */
  nodesPerSelector: 10,
  /** Characters of text kept per selector. */
  textChars: 25_000,
  /** Characters kept per attribute value. */
  valueChars: 10_000,
};

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

/** The probes of one selector list, compiled, with the prefilter that skips those the source cannot match. */
interface Plan {
  /** Per probe: the compiled query (`null`: css-select cannot compile it). */
  queries: (ReturnType<typeof compile<AnyNode, Element>> | null)[];
  /**
   * Per probe: per branch of its selector list, the automaton ids of the literals the branch needs (all of them);
   * `null` when some branch names only standard tags (always evaluated).
   */
  branches: (number[][] | null)[];
  /** One case-insensitive pass over the source finds which literals it contains. */
  automaton: LiteralAutomaton;
}

const plans = new WeakMap<readonly StaticDomProbe[], Plan>();

/** Compiles `probes` once (memoised per array: `browserProbes` returns the same array for a fingerprint set). */
function planFor(probes: readonly StaticDomProbe[]): Plan {
  let plan = plans.get(probes);
  if (plan) return plan;
  const literalIds = new Map<string, number>();
  const idOf = (literal: string) => {
    let id = literalIds.get(literal);
    if (id === undefined) literalIds.set(literal, (id = literalIds.size));
    return id;
  };
  const queries: Plan['queries'] = [];
  const branches: Plan['branches'] = [];
  for (const probe of probes) {
    let query: Plan['queries'][number] = null;
    try {
      query = compile<AnyNode, Element>(probe.s);
    } catch {
      // an unsupported pseudo-class or a malformed selector: never evaluated here
    }
    queries.push(query);
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
  plan = { queries, branches, automaton: new LiteralAutomaton([...literalIds.keys()]) };
  plans.set(probes, plan);
  return plan;
}

/**
 * Evaluates `probes` on `html` (a document as the server sent it).
 * @param html the main document; only its first `STATIC_DOM_LIMITS.htmlChars` characters are parsed
 * @param probes the fingerprint set's selectors (`browserProbes(set).dom`)
 * @returns observations keyed by selector, for the selectors that match at least one element: `exists`, the text
 *   of the first 10 matches joined with newlines when `t`, and each attribute of `a` from the first match that has
 *   it. Never throws: an invalid or unsupported selector (a pseudo-class css-select lacks) is skipped.
 */
export function evaluateStaticDom(
  html: string,
  probes: readonly StaticDomProbe[],
): Record<string, DomObservation> {
  const out: Record<string, DomObservation> = {};
  if (!html || probes.length === 0) return out;
  const source =
    html.length > STATIC_DOM_LIMITS.htmlChars ? html.slice(0, STATIC_DOM_LIMITS.htmlChars) : html;
  const plan = planFor(probes);
  const found = new Uint8Array(plan.automaton.size);
  plan.automaton.scan(source, found, []);
  let document: AnyNode | null = null;
  for (let i = 0; i < probes.length; i += 1) {
    const probe = probes[i];
    const query = plan.queries[i];
    const needs = plan.branches[i];
    if (!query) continue;
    if (needs && !needs.some((ids) => ids.every((id) => found[id] === 1))) continue;
    document ??= parseDocument(source, {
      decodeEntities: true,
      lowerCaseTags: true,
      lowerCaseAttributeNames: true,
    });
    // existence alone: the first match is enough (`*` or `div` would otherwise collect the whole document)
    let nodes: Element[];
    if (probe.t || probe.a.length) {
      nodes = selectAll<AnyNode, Element>(query, document).slice(0, STATIC_DOM_LIMITS.nodesPerSelector);
    } else {
      const first = selectOne<AnyNode, Element>(query, document);
      nodes = first ? [first] : [];
    }
    if (nodes.length === 0) continue;
    const observation: DomObservation = { exists: true };
    if (probe.t) {
      observation.text = nodes
        .map((node) => textContent(node))
        .join('\n')
        .slice(0, STATIC_DOM_LIMITS.textChars);
    }
    if (probe.a.length) {
      const attributes: Record<string, string> = {};
      for (const name of probe.a) {
        const lowerName = name.toLowerCase();
        const holder = nodes.find((node) => node.attribs[lowerName] !== undefined);
        if (holder) attributes[name] = holder.attribs[lowerName].slice(0, STATIC_DOM_LIMITS.valueChars);
      }
      observation.attributes = attributes;
    }
    out[probe.s] = observation;
  }
  return out;
}
