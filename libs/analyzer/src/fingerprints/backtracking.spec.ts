/**
 * Guard against catastrophic backtracking (docs/fingerprints.md "Known hazards"): EVERY pattern of the real set
 * runs, the way the matcher runs it (`execPattern`: bounded quantifiers, literal windows on large inputs), on
 * adversarial inputs as large as the input caps allow for its family, and no single match may take longer than
 * `BOUND_REFERENCES` reference matches. This is a guard, not a speed claim (speed is measured by `npm run bench`).
 *
 * Inputs, per family (sizes = the caps of src/detect/caps.ts):
 * - runs of one adversarial unit: `a`, `<`, nested tags, URL-like text with many slashes and dots, `/`, `1.`,
 *   spaces, quotes and `=`, minified JavaScript, word characters and dashes; plus a real large script (the first
 *   700 KB of TypeScript's compiler bundle: a script is read as 500 KB whole plus 200 KB of excerpts);
 * - into which the required literals of the patterns are planted, each surrounded by the run (once followed by a
 *   breaker character, once not), so that the prefilter lets every pattern run and every pattern meets the run
 *   right before and after its literal (the classic trigger: a literal followed or preceded by a long near-miss). Families of large inputs (html, text,
 *   css, scripts, robots) share one input per unit with all the family's literals; families of short inputs (URLs,
 *   header/cookie/meta/dns/js values, dom) get one input per pattern, with that pattern's literals.
 * A match's time is the smaller of its wall-clock and CPU time (other processes on a busy CI machine do not count),
 * and slow matches are measured again (best of 3) before failing, so that a GC pause does not fail the build; the
 * 5 slowest are printed. The bound is in units of a reference match measured at the same moment (`referenceMs`),
 * so that a machine slowed down by its neighbours (memory bandwidth and caches are shared even when the CPU time
 * is ours: a CI run measured every match ~3× slower than a quiet run) moves the bound with the patterns.
 */
import { readFileSync } from 'node:fs';
import {
  capHtml,
  CSS_CHARS,
  ROBOTS_CHARS,
  SCRIPT_CHARS,
  SCRIPT_EXCERPTS_CHARS,
  TEXT_CHARS,
  URL_CHARS,
  VALUE_CHARS,
} from '../detect/caps';
import { execPattern, Input } from '../detect/exec';
import { loadFingerprints } from './load';
import { KEYED_FAMILIES, STRING_FAMILIES, type StringFamily } from './model';
import { compilePattern, resolveVersion, type CompiledPattern } from './pattern';

/**
 * The reference match, the bound's unit: an unanchored bounded-tag pattern over 10,000 `<` (2.5 million regex
 * steps; ~5 ms on this project's 2-core machine when idle) — the shape the fixed patterns had, on a small input.
 */
const REFERENCE = { regex: /<[^>]{1,250}zq/i, input: '<'.repeat(10_000) };
/**
 * Longest acceptable single match, in reference matches: 10 (~50 ms on an idle machine; the worst cases are
 * 2–8 ms since `execPattern` anchors on the clause with the fewest starts, the patterns fixed so far took > 100 ms,
 * catastrophic ones take seconds).
 */
const BOUND_REFERENCES = 10;

const fp = loadFingerprints();

const fill = (unit: string, n: number) => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
const realScript = readFileSync(require.resolve('typescript/lib/typescript.js'), 'utf8').slice(
  0,
  SCRIPT_CHARS + SCRIPT_EXCERPTS_CHARS,
);

/** Adversarial text of exactly n characters, by kind. */
const KINDS: Record<string, (n: number) => string> = {
  a: (n) => fill('a', n),
  '<': (n) => fill('<', n),
  nested: (n) => fill('<div class="x"><span id=\'y\'><a href="/p/q.js?v=1.2">', n),
  'url-like': (n) => fill('https://a.b.example.com/x/y.z/', n),
  slashes: (n) => fill('/', n),
  'digits-dots': (n) => fill('1.', n),
  spaces: (n) => fill(' ', n),
  'quotes-equals': (n) => fill('="\'', n),
  'minified js': (n) => fill('var a=function(b){return b&&b.length>0?b.map(function(c){return c*2}):[]};', n),
  words: (n) => fill('ab-c_d ', n),
  'real script': (n) => fill(realScript, n),
};

/** Input size per string family: its cap. */
const SIZE: Record<StringFamily, number> = {
  html: 500_000,
  text: TEXT_CHARS,
  css: CSS_CHARS,
  scripts: SCRIPT_CHARS + SCRIPT_EXCERPTS_CHARS, // a long script is read as its head plus excerpts (detect/excerpts.ts)
  robots: ROBOTS_CHARS,
  url: URL_CHARS,
  scriptSrc: URL_CHARS,
  xhr: URL_CHARS,
  certIssuer: VALUE_CHARS,
};
const LARGE = new Set<StringFamily>(['html', 'text', 'css', 'scripts', 'robots']);

/** The first literal of each prefilter clause of a pattern. */
const literalsOf = (p: CompiledPattern): string[] => (p.prefilter ?? []).map((clause) => clause[0]);

/**
 * The run with the literals planted inside it, cut to `size`: each literal twice, first followed by a breaker
 * character (so that a near-miss fails after backtracking), then directly followed by the run; every occurrence
 * between two stretches of the run of up to 400 characters (less when many literals must fit).
 */
function planted(kind: string, size: number, literals: readonly string[]): string {
  const make = KINDS[kind];
  const gap = Math.max(50, Math.min(400, Math.floor(size / (2 * Math.max(1, literals.length))) - 24));
  const parts: string[] = [];
  let length = 0;
  for (const literal of literals) {
    const piece = `${make(gap)}${literal}#${make(gap)}${literal}`;
    parts.push(piece);
    length += piece.length;
  }
  if (length > size) throw new Error(`${kind}: ${literals.length} literals do not fit in ${size} characters`);
  parts.push(make(size - length));
  return parts.join('');
}

interface Timing {
  ms: number;
  bound: number;
  family: string;
  kind: string;
  name: string;
  source: string;
}

/**
 * Time of one match (ms): the smaller of wall-clock time and the process's CPU time. Wall-clock time alone
 * counts the time other processes hold the CPU (a parallel test run on a 2-core CI machine doubled it, and the
 * guard failed on a 25 ms pattern); CPU time alone counts V8's helper threads (GC). A regular expression runs on
 * this thread, so its cost is at most either.
 */
function once(pattern: CompiledPattern, input: Input): number {
  return timed(() => execPattern(pattern, input));
}

/** Time of `run()` (ms), measured as `once` explains. */
function timed(run: () => unknown): number {
  const cpu = process.cpuUsage();
  const started = performance.now();
  run();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return Math.min(wall, (used.user + used.system) / 1000);
}

/** Time of the reference match now (ms): best of 3, as `once` measures. */
function referenceMs(): number {
  let best = Infinity;
  for (let i = 0; i < 3; i += 1) best = Math.min(best, timed(() => REFERENCE.regex.exec(REFERENCE.input)));
  return best;
}

/** The bound at the start (ms), to decide which matches are notable enough to measure again. */
const START_BOUND_MS = BOUND_REFERENCES * referenceMs();

/**
 * A match's time (ms) and the bound it is held to (ms): anything notable is measured again, best of 3 (before
 * failing, and so that the printed slowest are not GC pauses), and its bound is `BOUND_REFERENCES` reference
 * matches measured right then; others get the start's bound.
 */
function time(pattern: CompiledPattern, input: Input): { ms: number; bound: number } {
  let ms = once(pattern, input);
  if (ms <= START_BOUND_MS / 10) return { ms, bound: START_BOUND_MS };
  for (let i = 0; i < 2; i += 1) ms = Math.min(ms, once(pattern, input));
  return { ms, bound: BOUND_REFERENCES * referenceMs() };
}

describe('catastrophic backtracking guard (every pattern of the real set, adversarial inputs)', () => {
  const timings: Timing[] = [];
  const record = (
    { ms, bound }: { ms: number; bound: number },
    family: string,
    kind: string,
    name: string,
    pattern: CompiledPattern,
  ) => timings.push({ ms, bound, family, kind, name, source: pattern.source });

  afterAll(() => {
    const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(
      `backtracking guard: ${timings.length} timed matches, bound ${BOUND_REFERENCES} reference matches ` +
        `(${START_BOUND_MS.toFixed(0)} ms at the start); 5 slowest (with their bound):\n` +
        slowest
          .map(
            (t) =>
              `  ${t.ms.toFixed(1)} ms (${t.bound.toFixed(0)})  ${t.family}/${t.kind}  ${t.name}: ${t.source.slice(0, 100)}`,
          )
          .join('\n'),
    );
  });

  it.each(STRING_FAMILIES.filter((f) => LARGE.has(f)))('%s (one shared input per kind)', (family) => {
    const plan = fp.index.plans[family];
    const literals = [...new Set(plan.patterns.flatMap(({ pattern }) => literalsOf(pattern)))];
    for (const kind of Object.keys(KINDS)) {
      let text = planted(kind, SIZE[family], literals);
      // html: as the matcher sees it, lines of at most 2,000 characters
      if (family === 'html') text = capHtml(text.replace(/([^]{1999})/g, '$1\n'));
      const input = new Input(text);
      for (const { tech, pattern } of plan.patterns)
        record(time(pattern, input), family, kind, tech.name, pattern);
    }
    expect(timings.filter((t) => t.family === family && t.ms > t.bound)).toEqual([]);
  });

  it('url, scriptSrc, xhr, certIssuer (one input per pattern and kind)', () => {
    for (const family of STRING_FAMILIES.filter((f) => !LARGE.has(f))) {
      for (const { tech, pattern } of fp.index.plans[family].patterns) {
        for (const kind of Object.keys(KINDS)) {
          const input = new Input(planted(kind, SIZE[family], literalsOf(pattern)));
          record(time(pattern, input), family, kind, tech.name, pattern);
        }
      }
    }
    expect(timings.filter((t) => !LARGE.has(t.family as StringFamily) && t.ms > t.bound)).toEqual([]);
  });

  it('headers, cookies, meta, dns, js values and dom text/attributes/properties (one input per pattern and kind)', () => {
    const seen = new Set<CompiledPattern>();
    const check = (family: string, name: string, pattern: CompiledPattern, size: number) => {
      if (seen.has(pattern) || pattern.source === '') return; // '' = "the key exists": nothing to run
      seen.add(pattern);
      for (const kind of Object.keys(KINDS)) {
        const input = new Input(planted(kind, size, literalsOf(pattern)));
        record(time(pattern, input), family, kind, name, pattern);
      }
    };
    for (const tech of fp.technologies.values()) {
      for (const family of KEYED_FAMILIES) {
        if (family === 'probe') continue;
        for (const patterns of tech.keyed[family].values())
          for (const p of patterns) check(family, tech.name, p, VALUE_CHARS);
      }
      for (const d of tech.dom) {
        if (d.text) check('dom', tech.name, d.text, TEXT_CHARS);
        for (const { pattern } of [...d.attributes, ...d.properties])
          check('dom', tech.name, pattern, VALUE_CHARS);
      }
    }
    expect(
      timings.filter(
        (t) => t.family !== 'dom' && KEYED_FAMILIES.includes(t.family as never) && t.ms > t.bound,
      ),
    ).toEqual([]);
    expect(timings.filter((t) => t.family === 'dom' && t.ms > t.bound)).toEqual([]);
  });
});

describe('overlay corrections of backtracking patterns (fingerprints/overlay/backtracking.json)', () => {
  const upstream = require('../../fingerprints/upstream/technologies.json') as Record<
    string,
    { js?: Record<string, string>; headers?: Record<string, string> }
  >;
  const chain = 'window.config.assetVersionEncoded';

  /** The overlay's pattern differs from upstream's, and on each real value matches the same text and version. */
  const expectSameMatches = (before: CompiledPattern, after: CompiledPattern, values: string[]) => {
    expect(after.source).not.toBe(before.source);
    for (const value of values) {
      const a = before.regex.exec(value);
      const b = after.regex.exec(value);
      expect(b?.[0]).toBe(a?.[0]);
      expect(resolveVersion(after.version, b!)).toBe(resolveVersion(before.version, a!));
    }
  };

  it('Forgejo: same match and version as upstream on real values, linear on digits and dots', () => {
    const before = compilePattern(upstream.Forgejo.js![chain]);
    const after = fp.technologies.get('Forgejo')!.keyed.js.get(chain)![0];
    expectSameMatches(before, after, [
      '9.0.3%2Bgitea-1.22.0',
      '10.0.0+gitea-1.22.0',
      '7.0.1~gitea-1.21.11',
      'v8.0.0%2Bgitea-1.22.0',
    ]);
    expect(resolveVersion(after.version, after.regex.exec('9.0.3%2Bgitea-1.22.0')!)).toBe('9.0.3');
    const hostile = new Input(`${'1.'.repeat(2500)}gitea-#${'1.'.repeat(2500)}`);
    const { ms, bound } = time(after, hostile);
    expect(ms).toBeLessThan(bound);
  });

  it('Liferay: same match and version as upstream on real Liferay-Portal values, linear on letters', () => {
    const before = compilePattern(upstream.Liferay.headers!['Liferay-Portal']);
    const after = fp.technologies.get('Liferay')!.keyed.headers.get('liferay-portal')![0];
    expectSameMatches(before, after, [
      'Liferay Community Edition Portal 7.4.3.112 CE GA112',
      'Liferay Digital Experience Platform 7.4.13 Update 92',
      'Liferay Portal Community Edition 6.2 CE GA6 (Newton / Build 6205 / January 6, 2016)',
    ]);
    const { ms, bound } = time(after, new Input('a '.repeat(5000)));
    expect(ms).toBeLessThan(bound);
  });
});
