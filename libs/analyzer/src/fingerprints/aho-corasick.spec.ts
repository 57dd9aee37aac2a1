import fc from 'fast-check';
import { keyLength, LiteralAutomaton, MAX_AUTOMATON_LITERAL } from './aho-corasick';
import { buildFamilyPlan, keyClause, PlanScratch } from './plan';
import { buildFingerprintSet } from './build';

/** Reference: ASCII-only case folding, then `includes` of the (truncated) literal. */
const asciiLower = (s: string) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
const reference = (literals: string[], input: string) =>
  literals
    .map((l, id) => (asciiLower(input).includes(l.slice(0, MAX_AUTOMATON_LITERAL).toLowerCase()) ? id : -1))
    .filter((id) => id >= 0);

describe('LiteralAutomaton', () => {
  it('finds overlapping literals and suffixes (he, she, his, hers)', () => {
    const a = new LiteralAutomaton(['he', 'she', 'his', 'hers']);
    expect(a.find('ushers')).toEqual([0, 1, 3]);
    expect(a.find('this')).toEqual([2]);
    expect(a.find('xyz')).toEqual([]);
    expect(a.find('')).toEqual([]);
  });

  it('is ASCII case-insensitive, in both directions', () => {
    const a = new LiteralAutomaton(['jQuery', 'wp-content/']);
    expect(a.find('<script src="/JQUERY.min.js">')).toEqual([0]);
    expect(a.find('/WP-Content/themes')).toEqual([1]);
  });

  it('non-ASCII input characters never match a literal character, and reset the scan', () => {
    const a = new LiteralAutomaton(['abc', 'ik']);
    expect(a.find('ab\u00e9c')).toEqual([]);
    expect(a.find('\u00e9abc\u00e9')).toEqual([0]);
    // U+0130 (İ) lowercases to "i̇" and U+212A (Kelvin) to "k", but /ik/i (non-unicode) matches neither
    expect(a.find('\u0130\u212a')).toEqual([]);
    expect(/ik/i.test('\u0130\u212a')).toBe(false);
  });

  it('duplicates are reported together; long literals by their prefix', () => {
    const long = 'x'.repeat(MAX_AUTOMATON_LITERAL) + 'tail';
    const a = new LiteralAutomaton(['abc', 'ABC', long]);
    expect(a.find('--abc--')).toEqual([0, 1]);
    expect(a.find('x'.repeat(MAX_AUTOMATON_LITERAL))).toEqual([2]);
  });

  it('rejects empty and non-ASCII literals', () => {
    expect(() => new LiteralAutomaton([''])).toThrow(/empty/);
    expect(() => new LiteralAutomaton(['caf\u00e9'])).toThrow(/non-ASCII/);
  });

  it('scan accumulates into found/marked, once per literal', () => {
    const a = new LiteralAutomaton(['ab', 'b']);
    const found = new Uint8Array(2);
    const marked: number[] = [];
    a.scan('abab', found, marked);
    a.scan('b', found, marked);
    expect(marked.sort()).toEqual([0, 1]);
    expect([...found]).toEqual([1, 1]);
  });

  it('agrees with includes() on random literals and inputs (property)', () => {
    const alphabet = fc.constantFrom(...'abcAB-./\u00e9\u0130'.split(''));
    const word = (min: number, max: number) =>
      fc.array(alphabet, { minLength: min, maxLength: max }).map((cs) => cs.join(''));
    const asciiWord = fc
      .array(fc.constantFrom(...'abcAB-./'.split('')), { minLength: 1, maxLength: 20 })
      .map((cs) => cs.join(''));
    fc.assert(
      fc.property(fc.array(asciiWord, { minLength: 1, maxLength: 12 }), word(0, 80), (literals, input) => {
        expect(new LiteralAutomaton(literals).find(input)).toEqual(reference(literals, input));
      }),
      { numRuns: 500 },
    );
  });

  it('scanAndEnds = scan of all the literals + ends of an automaton over the first `counted` only (property)', () => {
    const asciiWord = fc
      .array(fc.constantFrom(...'abcAB-./'.split('')), { minLength: 1, maxLength: 20 })
      .map((cs) => cs.join(''));
    const input = fc
      .array(fc.constantFrom(...'abcAB-./\u00e9'.split('')), { minLength: 0, maxLength: 120 })
      .map((cs) => cs.join(''));
    fc.assert(
      fc.property(
        fc.array(asciiWord, { minLength: 1, maxLength: 12 }),
        fc.nat(12),
        input,
        fc.nat(60),
        fc.integer({ min: 1, max: 3 }),
        (literals, k, text, from, perLiteral) => {
          const counted = Math.min(k, literals.length);
          const merged = new LiteralAutomaton(literals);
          const found = new Uint8Array(literals.length);
          const marked: number[] = [];
          const lengths = Int32Array.from(literals.slice(0, counted), keyLength);
          const ends = merged.scanAndEnds(text, found, marked, from, perLiteral, lengths);
          // occurrences straddling `from` are not reported, as `ends` (which starts its scan at `from`) misses them
          expect(ends).toEqual(
            counted === 0 ? [] : new LiteralAutomaton(literals.slice(0, counted)).ends(text, from, perLiteral),
          );
          expect(marked.sort((a, b) => a - b)).toEqual(merged.find(text));
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('FamilyPlan', () => {
  const set = buildFingerprintSet(
    {
      A: { cats: [1], html: ['<div id="alpha"', 'beta(?:gamma|delta)x'] },
      B: { cats: [1], html: '\\bD.X\\b' },
      C: { cats: [1], html: ['epsilon', 'zeta.+eta'] },
    },
    { '1': { name: 'CMS', priority: 1 } },
  );
  const plan = set.index.plans.html;

  it('lists patterns in matching order, with literal-less patterns always run', () => {
    expect(plan.patterns.map((p) => `${p.tech.name}:${p.pattern.source}`)).toEqual([
      'A:<div id="alpha"',
      'A:beta(?:gamma|delta)x',
      'B:\\bD.X\\b',
      'C:epsilon',
      'C:zeta.+eta',
    ]);
    expect(plan.always).toEqual([2]);
    expect(set.index.plans.scripts.automaton).toBeNull();
  });

  it('candidates: every clause must have one of its literals in the input', () => {
    const scratch = new PlanScratch(plan);
    expect(scratch.candidates('nothing here')).toEqual([2]);
    expect(scratch.candidates('BETA and DELTAX, zet')).toEqual([1, 2]);
    expect(scratch.candidates('betagamma')).toEqual([1, 2]);
    expect(scratch.candidates('beta')).toEqual([2]);
    expect(scratch.candidates('<DIV ID="ALPHA" epsilon zeta eta')).toEqual([0, 2, 3, 4]);
  });

  it('each pattern is listed under the literals of one clause, its longest-literal one; all clauses are checked', () => {
    const usersOf = (literal: string) => {
      const id = plan.literals.indexOf(literal);
      return [...plan.literalUsers.subarray(plan.userStart[id], plan.userStart[id + 1])];
    };
    // `zeta.+eta` (pattern 4) needs `zeta` and `eta`: found through `zeta` only, so an input full of `eta` alone
    // never makes it looked at
    expect(keyClause([['eta'], ['zeta']])).toEqual(['zeta']);
    expect(keyClause([['gamma', 'delta'], ['beta'], ['x']])).toEqual(['gamma', 'delta']);
    expect(usersOf('zeta')).toEqual([4]);
    expect(usersOf('eta')).toEqual([]);
    const scratch = new PlanScratch(plan);
    expect(scratch.candidates('beta eta eta')).toEqual([2]);
    expect(scratch.candidates('ZETA')).toEqual([2, 4]); // `zeta` holds `eta`
  });

  it('buildFamilyPlan of no entries', () => {
    const empty = buildFamilyPlan([]);
    expect(empty.patterns).toEqual([]);
    expect(new PlanScratch(empty).candidates('x')).toEqual([]);
  });
});
