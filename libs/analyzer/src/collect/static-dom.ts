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
 * Cost: a page is scanned once for the literals the set's ~1,760 selectors need (ids, classes, attribute values: one
 * Aho–Corasick pass; its tables are built once per fingerprint set, `fingerprints/dom-plan.ts`, and kept in the
 * compiled-set cache) and only the selectors whose literals all occur are compiled (once per process) and run — a
 * few ms for a typical page. The scan reads the source as sent, so a
 * selector literal that the page writes with character references (`&amp;`) is not seen.
 */
import { compile, selectAll } from 'css-select';
import { DomHandler, hasChildren, isTag, isText, type AnyNode, type Document, type Element } from 'domhandler';
import { find } from 'domutils';
import { PARSE_OPTIONS } from './html';
import { LinearParser } from './linear-parser';
import { buildDomPlan, type DomPlan, type StaticDomProbe } from '../fingerprints/dom-plan';
import type { DomObservation } from '../types';

export type { StaticDomProbe };

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
  /**
   * Deepest element nesting evaluated, as browsers build it: Blink's HTML parser attaches an element that would be
   * deeper than 512 to its grandparent (`kMaximumHTMLParserDOMTreeDepth`, html_construction_site.cc), so nodes
   * below this depth are made children of their ancestor at this depth (`capDepth`). Without it a hostile page of
   * nested tags cost CPU quadratic in its depth (80,000 levels: 78 s).
   */
  maxDepth: 512,
};

/** Per prefilter plan: the css-select query of each probe, compiled the first time a page passes its prefilter. */
type Query = ReturnType<typeof compile<AnyNode, Element>> | null;
const queriesByPlan = new WeakMap<DomPlan, (Query | undefined)[]>();
/** Plans of probe lists given as such (tests, callers without a fingerprint set), memoised per array. */
const plansByProbes = new WeakMap<readonly StaticDomProbe[], DomPlan>();

/** The css-select query of `selector`, or null for an unsupported pseudo-class or a malformed selector. */
function compileQuery(selector: string): Query {
  try {
    return compile<AnyNode, Element>(selector);
  } catch {
    return null; // never evaluated here
  }
}

/**
 * Evaluates `probes` on `html` (a document as the server sent it).
 * @param html the main document; only its first `STATIC_DOM_LIMITS.htmlChars` characters are parsed
 * @param probes the fingerprint set's selectors and their prefilter (`set.index.domPlan`, built once per set and
 *   kept in the compiled-set cache), or a list of probes (its plan is built on first use, memoised per array)
 * @param parsed the tree of the whole `html` as `parseDocument(html, PARSE_OPTIONS)` builds it, when the caller has
 *   it (`extractHtml(…, {dom: true})`); used only when `html` is within `htmlChars` (else its prefix is parsed)
 * @returns observations keyed by selector, for the selectors that match at least one element: `exists`, the text
 *   of the first 10 matches joined with newlines when `t`, and each attribute of `a` from the first match that has
 *   it. Never throws: an invalid or unsupported selector (a pseudo-class css-select lacks) is skipped.
 */
export function evaluateStaticDom(
  html: string,
  probes: DomPlan | readonly StaticDomProbe[],
  parsed?: Document,
): Record<string, DomObservation> {
  let plan: DomPlan | undefined;
  if ('automaton' in probes) plan = probes;
  else if (!(plan = plansByProbes.get(probes))) plansByProbes.set(probes, (plan = buildDomPlan(probes)));
  return evaluatePlan(html, plan, html.length > STATIC_DOM_LIMITS.htmlChars ? undefined : parsed);
}

function evaluatePlan(
  html: string,
  plan: DomPlan,
  parsed: Document | undefined,
): Record<string, DomObservation> {
  const { probes } = plan;
  const out: Record<string, DomObservation> = {};
  if (!html || probes.length === 0) return out;
  const source =
    html.length > STATIC_DOM_LIMITS.htmlChars ? html.slice(0, STATIC_DOM_LIMITS.htmlChars) : html;
  let queries = queriesByPlan.get(plan);
  if (!queries) queriesByPlan.set(plan, (queries = new Array(probes.length)));
  const found = new Uint8Array(plan.automaton.size);
  plan.automaton.scan(source, found, []);
  let document: AnyNode | null = parsed ? capDepth(parsed, STATIC_DOM_LIMITS.maxDepth) : null;
  for (let i = 0; i < probes.length; i += 1) {
    const probe = probes[i];
    const needs = plan.branches[i];
    if (needs && !needs.some((ids) => ids.every((id) => found[id] === 1))) continue;
    const query = (queries[i] ??= compileQuery(probe.s));
    if (!query) continue;
    document ??= capDepth(parseTree(source), STATIC_DOM_LIMITS.maxDepth);
    // existence alone: the first match is enough (`*` or `div` would otherwise collect the whole document)
    const nodes = firstMatches(
      query,
      document,
      probe.t || probe.a.length ? STATIC_DOM_LIMITS.nodesPerSelector : 1,
    );
    if (nodes.length === 0) continue;
    const observation: DomObservation = { exists: true };
    if (probe.t) {
      observation.text = joinedText(nodes, STATIC_DOM_LIMITS.textChars);
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

/** The tree `parseDocument(html, PARSE_OPTIONS)` builds, in time linear in the nesting depth (`LinearParser`). */
function parseTree(html: string): Document {
  const handler = new DomHandler(); // parseDocument's: no DomHandler option set
  new LinearParser(handler, PARSE_OPTIONS).end(html);
  return handler.root;
}

/**
 * The first `limit` elements matching `query` in document order: `selectAll(query, document).slice(0, limit)`,
 * without visiting the rest of the document (`*`, `div` or `span` match thousands of elements of a large page)
 * and without recursion (css-select's `selectOne` searches recursively: a page nested 30,000 deep overflowed the
 * stack and failed the whole analysis). A query that tests following siblings (a relative selector) goes through
 * `selectAll`.
 */
function firstMatches(query: NonNullable<Query>, document: AnyNode, limit: number): Element[] {
  if (query.shouldTestNextSiblings || !hasChildren(document))
    return selectAll<AnyNode, Element>(query, document).slice(0, limit);
  // css-select searches the document's children, elements only, pre-order; `find` visits the same nodes in the
  // same order (it also descends into the rare non-element parents, CDATA, whose children are text)
  return find((node) => isTag(node) && query(node), document.children, true, limit) as Element[];
}

/**
 * The text of `nodes` as `nodes.map(textContent).join('\n').slice(0, max)` (domutils' `textContent`: every text
 * node's data, comments excluded), without building more than `max` characters of it (the text of `html` or `*` is
 * the whole page) and without recursion (a deeply nested hostile page would overflow the stack).
 */
export function joinedText(nodes: readonly AnyNode[], max: number): string {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; i < nodes.length && length < max; i += 1) {
    if (i > 0) {
      parts.push('\n');
      length += 1;
    }
    const stack: AnyNode[] = [nodes[i]];
    while (stack.length > 0 && length < max) {
      const node = stack.pop()!;
      if (isText(node)) {
        parts.push(node.data);
        length += node.data.length;
      } else if (hasChildren(node)) {
        for (let c = node.children.length - 1; c >= 0; c -= 1) stack.push(node.children[c]);
      }
    }
  }
  return parts.join('').slice(0, max);
}

/**
 * Bounds the nesting of `root` as a browser's parser does (see `STATIC_DOM_LIMITS.maxDepth`): the descendants of a
 * node at depth `max` become its children, in document order, each without children of its own. Changes `root` in
 * place only when it is that deep (a hostile page; real pages are far shallower) and returns it. Iterative.
 */
export function capDepth<T extends AnyNode>(root: T, max: number): T {
  const stack: Array<[AnyNode, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (!hasChildren(node) || node.children.length === 0) continue;
    if (depth < max) {
      for (const child of node.children) stack.push([child, depth + 1]);
      continue;
    }
    const flat: AnyNode[] = [];
    const pending = [...node.children].reverse();
    while (pending.length > 0) {
      const n = pending.pop()!;
      flat.push(n);
      if (hasChildren(n)) for (let c = n.children.length - 1; c >= 0; c -= 1) pending.push(n.children[c]);
    }
    if (flat.length === node.children.length) continue; // no grandchildren: already flat
    for (let i = 0; i < flat.length; i += 1) {
      const n = flat[i];
      if (hasChildren(n)) n.children = [];
      n.parent = node as AnyNode as typeof n.parent;
      n.prev = flat[i - 1] ?? null;
      n.next = flat[i + 1] ?? null;
    }
    node.children = flat as typeof node.children;
  }
  return root;
}
