import {
  boundQuantifiers,
  compilePattern,
  extractPrefilter,
  passesPrefilter,
  PatternError,
  resolveVersion,
  splitPattern,
} from './pattern';

describe('splitPattern', () => {
  it('defaults: confidence 100, no version', () => {
    expect(splitPattern('jquery')).toEqual({ source: 'jquery', confidence: 100, version: null });
  });
  it('reads confidence and version tags in any order', () => {
    expect(splitPattern('jquery-([\\d.]+)\\;version:\\1\\;confidence:50')).toEqual({
      source: 'jquery-([\\d.]+)',
      confidence: 50,
      version: '\\1',
    });
    expect(splitPattern('x\\;confidence:0')).toEqual({ source: 'x', confidence: 0, version: null });
  });
  it('keeps colons of ternary versions', () => {
    expect(splitPattern('a(b)?\\;version:\\1?2.0:1.0').version).toBe('\\1?2.0:1.0');
  });
  it('accepts numbers and the empty pattern', () => {
    expect(splitPattern(42)).toEqual({ source: '42', confidence: 100, version: null });
    expect(splitPattern('')).toEqual({ source: '', confidence: 100, version: null });
    expect(splitPattern('\\;confidence:25')).toEqual({ source: '', confidence: 25, version: null });
  });
  it('rejects a non-numeric confidence', () => {
    expect(() => splitPattern('x\\;confidence:high')).toThrow(PatternError);
  });
});

describe('boundQuantifiers', () => {
  it('bounds + and *', () => {
    expect(boundQuantifiers('a+b*')).toBe('a{1,250}b{0,250}');
  });
  it('keeps lazy suffixes working', () => {
    expect(boundQuantifiers('a+?b*?')).toBe('a{1,250}?b{0,250}?');
    expect(new RegExp(boundQuantifiers('<(.+?)>'), 'i').exec('<a><b>')?.[1]).toBe('a');
  });
  it('leaves escaped + and * alone, including after an escaped backslash', () => {
    expect(boundQuantifiers('c\\+\\+')).toBe('c\\+\\+');
    expect(boundQuantifiers('a\\*')).toBe('a\\*');
    expect(boundQuantifiers('a\\\\+')).toBe('a\\\\{1,250}');
  });
  it('leaves character classes alone, including escaped ] inside', () => {
    expect(boundQuantifiers('[+*]+')).toBe('[+*]{1,250}');
    expect(boundQuantifiers('[^\\]+*]*x')).toBe('[^\\]+*]{0,250}x');
    expect(boundQuantifiers('[\\d.]+')).toBe('[\\d.]{1,250}');
  });
  it('leaves (?:, ? and {n,m} alone', () => {
    expect(boundQuantifiers('(?:ab)?c{2,3}')).toBe('(?:ab)?c{2,3}');
  });
  it('bounds {n,} as {n,max(n,250)}, not inside classes nor escaped', () => {
    expect(boundQuantifiers('([\\d\\.]{2,})')).toBe('([\\d\\.]{2,250})');
    expect(boundQuantifiers('a{300,}?')).toBe('a{300,300}?');
    expect(boundQuantifiers('[{2,}]\\{2,}')).toBe('[{2,}]\\{2,}');
    // literal braces (legal without the u flag) stay literal
    expect(boundQuantifiers('a{,2}b{x}')).toBe('a{,2}b{x}');
    expect(new RegExp(boundQuantifiers('v([\\d.]{2,})'), 'i').exec('v1.2.3')?.[1]).toBe('1.2.3');
  });
});

describe('resolveVersion', () => {
  const m = (...groups: Array<string | undefined>) => ['whole', ...groups];
  it('replaces back-references', () => {
    expect(resolveVersion('\\1', m('3.6.0'))).toBe('3.6.0');
    expect(resolveVersion('\\1.\\2', m('3', '6'))).toBe('3.6');
  });
  it('keeps literal text around references', () => {
    expect(resolveVersion('v\\1-beta', m('2'))).toBe('v2-beta');
  });
  it('resolves a ternary on a matched group', () => {
    expect(resolveVersion('\\1?4.0:3.0', m('x'))).toBe('4.0');
  });
  it('resolves a ternary on an unmatched or empty group', () => {
    expect(resolveVersion('\\1?4.0:3.0', m(undefined))).toBe('3.0');
    expect(resolveVersion('\\1?4.0:3.0', m(''))).toBe('3.0');
  });
  it('ternary whose branch is itself a reference', () => {
    expect(resolveVersion('\\1?\\1:\\2', m('5.1', '4'))).toBe('5.1');
    expect(resolveVersion('\\1?\\1:\\2', m(undefined, '4'))).toBe('4');
  });
  it('ignores captures longer than 10 characters', () => {
    expect(resolveVersion('\\1', m('12345678901'))).toBe('');
    expect(resolveVersion('\\1', m('1234567890'))).toBe('1234567890');
    expect(resolveVersion('\\1?yes:no', m('12345678901'))).toBe('no');
  });
  it('removes leftover references and trims', () => {
    expect(resolveVersion(' \\1\\3 ', m('2.0'))).toBe('2.0');
    expect(resolveVersion('\\2', m('1'))).toBe('');
  });
  it('a literal version', () => {
    expect(resolveVersion('2', m())).toBe('2');
  });
  it('no expression → empty', () => {
    expect(resolveVersion(null, m('1'))).toBe('');
  });
  it('does not interpret $ in replacement text', () => {
    expect(resolveVersion('\\1?$&:b', m('x'))).toBe('$&');
  });
});

describe('compilePattern', () => {
  it('compiles with flag i only and bounded quantifiers', () => {
    const p = compilePattern('jquery[.-]([\\d.]*\\d)[^/]*\\.js\\;version:\\1\\;confidence:80');
    expect(p.regex.flags).toBe('i');
    expect(p.regex.source).toBe('jquery[.-]([\\d.]{0,250}\\d)[^/]{0,250}\\.js');
    expect(p.source).toBe('jquery[.-]([\\d.]*\\d)[^/]*\\.js');
    expect(p.confidence).toBe(80);
    expect(p.version).toBe('\\1');
    expect(resolveVersion(p.version, p.regex.exec('/JQuery-3.6.0.min.js')!)).toBe('3.6.0');
  });
  it('reports an uncompilable regex', () => {
    expect(() => compilePattern('a(b')).toThrow(/invalid regular expression/);
  });
  it('JavaScript-only syntax compiles ([^], look-behind)', () => {
    expect(compilePattern('a[^]b').regex.test('a\nb')).toBe(true);
    expect(compilePattern('(?<=v)\\d').regex.exec('v7')?.[0]).toBe('7');
  });
});

describe('extractPrefilter', () => {
  it('plain literal runs, lowercased', () => {
    expect(extractPrefilter('WordPress')).toEqual([['wordpress']]);
  });
  it('none for the empty pattern or single characters', () => {
    expect(extractPrefilter('')).toBeNull();
    expect(extractPrefilter('a')).toBeNull();
    expect(extractPrefilter('a.b.c')).toBeNull();
    expect(extractPrefilter('\\d+')).toBeNull();
  });
  it('two-character literals only when the pattern has no longer one', () => {
    expect(extractPrefilter('ab')).toEqual([['ab']]);
    expect(extractPrefilter('ab.cde')).toEqual([['cde']]);
    const g6 = '=\\s?["\'`](\\d+\\.\\d+\\.\\d+)["\'`],\\s?[\\w$]+\\s?=\\s?["\'`]G6["\'`]';
    expect(extractPrefilter(g6)).toEqual([['g6']]);
    const p = compilePattern(g6);
    const input = 'var a="5.2.1",b="G6"';
    expect(p.regex.exec(input)?.[1]).toBe('5.2.1');
    expect(passesPrefilter(p.prefilter, input.toLowerCase())).toBe(true);
    expect(passesPrefilter(p.prefilter, 'var a="5.2.1",b="x"')).toBe(false);
  });
  it('a quantified optional char is not required', () => {
    expect(extractPrefilter('abc?def')).toEqual([['def']]);
    expect(extractPrefilter('ab+cdef')).toEqual([['cdef']]);
  });
  it('escaped punctuation is literal, classes and escapes break runs', () => {
    expect(extractPrefilter('wp-content/themes\\.js')).toEqual([['wp-content/themes.js']]);
    expect(extractPrefilter('abc[xy]def\\dghi')).toEqual([['abc'], ['def'], ['ghi']]);
  });
  it('top-level alternation gives one any-of clause', () => {
    expect(extractPrefilter('foo1|bar2')).toEqual([['foo1', 'bar2']]);
    expect(extractPrefilter('foo1|b')).toBeNull();
  });
  it('groups: required unless optional or negative', () => {
    expect(extractPrefilter('wp-(?:content|includes)/')).toEqual([['content', 'includes'], ['wp-']]);
    expect(extractPrefilter('abc(?:defg)?')).toEqual([['abc']]);
    expect(extractPrefilter('x(?!yzw)')).toBeNull();
    expect(extractPrefilter('(?<name>hello)+')).toEqual([['hello']]);
  });
  it('never rejects an input the regex matches (sampled)', () => {
    const cases: Array<[string, string]> = [
      ['JQuery(?:-([\\d.]+))?\\.min\\.js', 'https://x/JQUERY-3.1.min.JS'],
      [
        '(?:<title>SQL Buddy</title>|<[^>]+onclick="sideMainClick\\("home\\.php)',
        '<a onclick="sideMainClick("home.php">',
      ],
      [
        '<[^>]+ class ?= ?"(?:e-control|[^"]+ e-control)(?: )[^"]* e-lib\\b',
        '<div class="e-control x e-lib">',
      ],
      ['a\\x41bcd', 'aAbcd'],
    ];
    for (const [source, input] of cases) {
      const p = compilePattern(source);
      expect(p.regex.test(input)).toBe(true);
      expect(passesPrefilter(p.prefilter, input.toLowerCase())).toBe(true);
    }
  });
  it('passesPrefilter needs every clause', () => {
    expect(passesPrefilter([['abc'], ['x1', 'def']], 'abc def')).toBe(true);
    expect(passesPrefilter([['abc'], ['x1', 'def']], 'abc')).toBe(false);
    expect(passesPrefilter(null, '')).toBe(true);
  });
});
