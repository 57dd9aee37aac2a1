import fc from 'fast-check';
import { analysePrefilter, compilePattern } from '../fingerprints/pattern';
import { candidateStarts, execPattern, Input, STARTS_DIVISOR, WINDOW_MIN_INPUT } from './exec';

const same = (a: RegExpExecArray | null, b: RegExpExecArray | null) => {
  expect(b === null).toBe(a === null);
  if (a && b) {
    expect([...b]).toEqual([...a]);
    expect(b.index).toBe(a.index);
  }
};

describe('analysePrefilter literal ends (anchors of the literal windows)', () => {
  /** The narrowest anchor's literal ends, or null when there is no anchor. */
  const ends = (source: string) => {
    const [narrowest] = analysePrefilter(compilePattern(source).regex.source).anchors;
    return narrowest ? Object.fromEntries(narrowest) : null;
  };
  it('counts the longest text before the literal (bounded quantifiers)', () => {
    expect(ends('abc')).toEqual({ abc: 3 });
    expect(ends('<[^>]+data-react')).toEqual({ 'data-react': 1 + 250 + 10 });
    expect(ends('x?y{2,3}(?:ab|cde)?wxyz')).toEqual({ wxyz: 1 + 3 + 3 + 4 });
  });
  it('picks the clause with the narrowest windows; alternatives each with their own end', () => {
    expect(ends('<[^>]+/binaries/(?:[^/]+/)*content/gallery/')).toEqual({ '/binaries/': 261 });
    expect(ends('(?:foo|barbaz)qux')).toEqual({ foo: 3, barbaz: 6 });
  });
  it('lists every clause with finite distances as an anchor, narrowest windows first', () => {
    const { anchors } = analysePrefilter(
      compilePattern('<[^>]+class="[^"]*(?:uk-container|uk-section)').regex.source,
    );
    expect(anchors.map((a) => Object.fromEntries(a))).toEqual([
      { 'class="': 1 + 250 + 7 },
      { 'uk-container': 1 + 250 + 7 + 250 + 12, 'uk-section': 1 + 250 + 7 + 250 + 10 },
    ]);
    // a clause after an unbounded part (here a back-reference) is not an anchor
    expect(analysePrefilter('(ab)cdef\\1ghij').anchors.map((a) => [...a.keys()])).toEqual([['cdef']]);
  });
  it('look-aheads count, anchors and \\b do not; a quantified group is anchored by its first iteration', () => {
    expect(ends('(?=x.{0,5}abcd)')).toEqual({ abcd: 10 });
    expect(ends('^\\bab(cde){2,3}')).toEqual({ cde: 5 });
  });
  it('unknown: look-behind anywhere, back-reference before the literal', () => {
    expect(ends('(?<=a)bcd')).toBeNull();
    expect(ends('(a)\\1bcd')).toBeNull();
    expect(ends('(xyz)\\1')).toEqual({ xyz: 3 });
  });
});

describe('execPattern', () => {
  const filler = (n: number) => '<'.repeat(n);

  it('short inputs and patterns without anchor run the regex directly', () => {
    const p = compilePattern('<[^>]+data-react');
    expect(candidateStarts(p, new Input('<div data-react>'))).toBeNull();
    expect(candidateStarts(compilePattern('(?<=a)bcd'), new Input(filler(WINDOW_MIN_INPUT)))).toBeNull();
  });

  it('tries only the starts near the literal, and finds the same leftmost match', () => {
    const p = compilePattern('<[^>]+data-(react|vue)');
    const text = `${filler(10_000)}<div data-vue="1">${filler(10_000)}<p data-react>`;
    const input = new Input(text);
    const starts = candidateStarts(p, input)!;
    expect(starts.reduce((n, [lo, hi]) => n + hi - lo + 1, 0)).toBeLessThan(600);
    same(p.regex.exec(text), execPattern(p, input));
    expect(execPattern(p, input)![1]).toBe('vue');
  });

  it('falls back to a full scan when the literal is everywhere', () => {
    const p = compilePattern('<[^>]+data-react');
    const text = '<a data-reactx>'.repeat(2000);
    expect(candidateStarts(p, new Input(text))).toBeNull();
    expect(STARTS_DIVISOR).toBeGreaterThan(1);
  });

  it('anchors on a rarer clause when the narrowest one is everywhere (a hostile or large page)', () => {
    const p = compilePattern('<[^>]+class="[^"]*(?:uk-container|uk-section)');
    const text = `${'<<<<<<<<<<<<<<<<<<<<<<<< class="x" '.repeat(3000)}<div class="uk-section">${filler(2000)}`;
    const input = new Input(text);
    const starts = candidateStarts(p, input)!;
    expect(starts).not.toBeNull(); // the narrowest anchor alone (`class="`, 3,001 windows) falls back to a full scan
    expect(starts.reduce((n, [lo, hi]) => n + hi - lo + 1, 0)).toBeLessThan(600);
    same(p.regex.exec(text), execPattern(p, input));
    // few starts on the narrowest anchor: the rarer literal is not even searched for
    const few = new Input(`${filler(10_000)}<div class="uk-section">`);
    expect(candidateStarts(p, few)).not.toBeNull();
    same(p.regex.exec(few.value), execPattern(p, few));
    const searched = (few as unknown as { occurrences: Map<string, unknown> }).occurrences;
    expect([...searched.keys()]).toEqual(['class="']);
  });

  it('finds the positions of a literal once per input, for every pattern that names it', () => {
    const text = `${filler(5_000)}<div data-vue>${filler(5_000)}<p data-vue>`;
    const input = new Input(text);
    const positions = input.positions('data-vue', 10);
    expect([...positions]).toEqual([5_005, 10_017]);
    expect(input.positions('data-vue', 10)).toBe(positions);
    expect([...new Input(text).positions('data-vue', 1)]).toEqual([5_005]);
    // two patterns anchored by the same literal on one input: the leftmost match of each, as exec finds it
    const vue = compilePattern('<div[^>]+data-vue');
    const p = compilePattern('<p[^>]+data-vue');
    same(vue.regex.exec(text), execPattern(vue, input));
    same(p.regex.exec(text), execPattern(p, input));
    // a literal everywhere: the first budget's worth of positions is enough to fall back to the scan
    const many = new Input('<a data-reactx>'.repeat(2000));
    expect(candidateStarts(compilePattern('<[^>]+data-react'), many)).toBeNull();
    expect([...many.positions('data-react', 5)]).toEqual([3, 18, 33, 48, 63]);
    expect(many.positions('data-react', Infinity)).toHaveLength(2000);
  });

  it('finds a literal as the regex does: any ASCII case, overlapping, on text whose lowercase differs', () => {
    const input = new Input(`${filler(5_000)}AaA Data-Vue`);
    expect([...input.positions('aa', 10)]).toEqual([5_000, 5_001]);
    expect([...input.positions('data-vue', 10)]).toEqual([5_004]);
    // U+0130 lowercases to two characters (positions of a lowercased copy would shift); U+212A (Kelvin sign)
    // lowercases to an ASCII k, which the regex's `i` (non-unicode) does not match
    const text = `${'\u0130'.repeat(3)}${filler(5_000)}\u212Aey kEy <a data-key>`;
    const shifted = new Input(text);
    expect(text.toLowerCase().length).not.toBe(text.length);
    expect([...shifted.positions('key', 10)]).toEqual([text.indexOf('kEy'), text.indexOf('key')]);
    for (const source of ['<[^>]+data-key', 'key', '[^y]{0,3}key', '\\u212Aey'])
      same(compilePattern(source).regex.exec(text), execPattern(compilePattern(source), new Input(text)));
    expect(candidateStarts(compilePattern('<[^>]+data-key'), shifted)).not.toBeNull();
  });

  it('keeps \\b, ^, $ and look-aheads exact (the attempt sees the whole input)', () => {
    const cases: Array<[string, string]> = [
      ['\\bfoo\\b', `${'x'.repeat(5000)}foo ${'y'.repeat(10)} foo `],
      ['^abc', `${'x'.repeat(5000)}abc`],
      ['^abc', `abc${'x'.repeat(5000)}`],
      ['abc$', `${'x'.repeat(5000)}abc`],
      ['abc$', `${'x'.repeat(5000)}abcabc\n`],
      ['abc(?=d{3})', `${'x'.repeat(5000)}abcdd abcddd`],
      ['abc(?!d)', `${'x'.repeat(5000)}abcd abce`],
    ];
    for (const [source, text] of cases) {
      const p = compilePattern(source);
      same(p.regex.exec(text), execPattern(p, new Input(text)));
    }
  });

  it('agrees with regex.exec on random patterns and inputs (property)', () => {
    // No atom matches the newline filler (so that its 4 KB cost nothing and no random pattern is slow there).
    const atom = fc.constantFrom('a', 'b', 'ab', '[ab]', '.', '\\d', '<', '[^>\\n]', '\\b', 'x');
    const quant = fc.constantFrom('', '', '?', '+', '*', '{1,3}', '{0,2}', '{2,}');
    const piece = fc.tuple(atom, quant).map(([a, q]) => (q && a === '\\b' ? a : a + q));
    const literal = fc.constantFrom('lit', 'abc', 'xyz1');
    const pattern = fc
      .tuple(fc.array(piece, { maxLength: 4 }), literal, fc.array(piece, { maxLength: 3 }), fc.boolean())
      .map(([pre, lit, post, group]) => {
        const body = pre.join('') + lit + post.join('');
        return group ? `(?:${pre.join('')}(${lit})|zzz${lit})${post.join('')}` : body;
      });
    const chunk = fc.constantFrom('a', 'b', '<', '>', '1', 'lit', 'LIT', 'abc', 'xyz1', ' ', 'aaaa', '<<<<');
    fc.assert(
      fc.property(
        pattern,
        fc.array(chunk, { maxLength: 40 }),
        fc.array(chunk, { maxLength: 40 }),
        (source, before, after) => {
          const p = compilePattern(source);
          const text = before.join('') + '\n'.repeat(WINDOW_MIN_INPUT) + after.join('');
          same(p.regex.exec(text), execPattern(p, new Input(text)));
        },
      ),
      { numRuns: 500, seed: 20260601 },
    );
  });

  it('agrees with regex.exec on random two-literal patterns, whichever anchor is taken (property)', () => {
    const atom = fc.constantFrom('a', '[ab]', '.', '<', '[^>\\n]', 'x');
    const quant = fc.constantFrom('', '?', '+', '*', '{1,3}');
    const piece = fc.tuple(atom, quant).map(([a, q]) => a + q);
    const pieces = fc.array(piece, { maxLength: 3 });
    const pattern = fc
      .tuple(pieces, fc.constantFrom('lit', 'abc'), pieces, fc.constantFrom('xyz1', 'qrs'), pieces)
      .map(([pre, first, mid, second, post]) => pre.join('') + first + mid.join('') + second + post.join(''));
    // the first literals are frequent (hundreds of times: more starts than FEW_STARTS), the second rare
    const chunk = fc.constantFrom('a', 'b', '<', '>', 'lit', 'abc', 'xyz1', 'qrs', ' ', '<<<<');
    fc.assert(
      fc.property(pattern, fc.array(chunk, { maxLength: 30 }), fc.nat(600), (source, tail, repeat) => {
        const p = compilePattern(source);
        const text = 'a<lit abc '.repeat(repeat) + '\n'.repeat(WINDOW_MIN_INPUT) + tail.join('');
        same(p.regex.exec(text), execPattern(p, new Input(text)));
      }),
      { numRuns: 300, seed: 20261128 },
    );
  });
});
