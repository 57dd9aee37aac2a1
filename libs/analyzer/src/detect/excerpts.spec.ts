import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LiteralAutomaton } from '../fingerprints/aho-corasick';
import { loadFingerprints } from '../fingerprints/load';
import { emptySignals } from '../types';
import {
  SCRIPT_CHARS,
  SCRIPT_DETECTION_EXCERPT_CHARS,
  SCRIPT_EXCERPT_CHARS,
  SCRIPT_EXCERPTS_CHARS,
  SCRIPT_EXCERPTS_PER_LITERAL,
} from './caps';
import { detect } from './detect';
import { excerptAnchors, excerptScript, type ExcerptAnchors } from './excerpts';

const fp = loadFingerprints();
const fixture = (name: string) =>
  readFileSync(path.join(__dirname, '../../test/fixtures/bundles', name), 'utf8').replace(
    /^\/\*.*\*\/\n/,
    '',
  );
/** Minified-looking filler full of the commonest anchor literals (`function`, `version`). */
const filler = (n: number) => 'function(e){return e.version||null},'.repeat(Math.ceil(n / 36)).slice(0, n);

describe('LiteralAutomaton.ends', () => {
  it('reports the end of each occurrence from `from` on, case-insensitively, at most N per literal', () => {
    const a = new LiteralAutomaton(['ver', 'Banner']);
    const text = 'ver..VER..banner..ver..ver';
    expect(a.ends(text, 0, 10)).toEqual([3, 8, 16, 21, 26]);
    expect(a.ends(text, 4, 10)).toEqual([8, 16, 21, 26]);
    // `ver` twice at most; `banner` still reported after `ver` ran out
    expect(a.ends(text, 0, 2)).toEqual([3, 8, 16]);
  });
});

describe('excerptScript (scripts longer than the cap)', () => {
  /** Version anchors only (no detection anchor). */
  const versionsOnly = (literals: string[]): ExcerptAnchors => ({
    automaton: new LiteralAutomaton(literals),
    detectionFrom: literals.length,
  });
  const anchors = versionsOnly(['/*! Rare v', 'function']);

  it('returns a script within the cap unchanged, and only the head without anchors', () => {
    const short = filler(1000);
    expect(excerptScript(short, anchors)).toBe(short);
    const long = filler(SCRIPT_CHARS + 10_000);
    expect(excerptScript(long, null)).toBe(long.slice(0, SCRIPT_CHARS));
  });

  it('keeps the head and the text around a rare literal deep in the script, despite a literal found everywhere', () => {
    const banner = '/*! Rare v4.2.0 | MIT */';
    const script = `${filler(2_600_000)}${banner}${filler(700_000)}`;
    const read = excerptScript(script, anchors);
    expect(read.startsWith(script.slice(0, SCRIPT_CHARS))).toBe(true);
    expect(read).toContain(banner);
    const at = read.indexOf(banner);
    expect(read.slice(at - SCRIPT_EXCERPT_CHARS + '/*! Rare v'.length, at)).toBe(
      script.slice(2_600_000 - SCRIPT_EXCERPT_CHARS + '/*! Rare v'.length, 2_600_000),
    );
    // `function` got its few excerpts, not one per occurrence
    const excerpts = read.slice(SCRIPT_CHARS + 1).split('\n');
    expect(excerpts.length).toBeLessThanOrEqual(SCRIPT_EXCERPTS_PER_LITERAL + 1);
  });

  it('reads at most the head plus SCRIPT_EXCERPTS_CHARS characters (and one newline per excerpt)', () => {
    const many = versionsOnly(Array.from({ length: 200 }, (_, i) => `lit${String(i).padStart(3, '0')}#`));
    const parts: string[] = [filler(SCRIPT_CHARS)];
    for (let i = 0; i < 200; i += 1) parts.push(filler(5_000), `lit${String(i).padStart(3, '0')}#`);
    const script = parts.join('');
    const read = excerptScript(script, many);
    const excerpts = read.slice(SCRIPT_CHARS + 1).split('\n');
    expect(read.length - SCRIPT_CHARS - excerpts.length).toBeLessThanOrEqual(SCRIPT_EXCERPTS_CHARS);
    expect(read.length - SCRIPT_CHARS - excerpts.length).toBeGreaterThan(
      SCRIPT_EXCERPTS_CHARS - 2 * SCRIPT_EXCERPT_CHARS,
    );
  });

  it('anchors version-capturing scripts patterns apart from those that only detect (most selective clause of each)', () => {
    const a = excerptAnchors(fp.index.plans.scripts)!;
    expect(a).not.toBeNull();
    expect(excerptAnchors(fp.index.plans.scripts)).toBe(a);
    const ends = (text: string) => {
      const first = { from: a.detectionFrom, ends: [] as number[] };
      return { ends: a.automaton.ends(text, 0, 1, first), detectionEnds: first.ends };
    };
    // a pattern without a version (Storybook's builder declaration) anchors a detection excerpt only
    expect(ends("window['STORYBOOK_BUILDER'] = ").ends).toEqual([]);
    expect(ends("window['STORYBOOK_BUILDER'] = ").detectionEnds.length).toBeGreaterThan(0);
    expect(ends('// src/manager-api/version.ts\nvar version = "10.0.0";').ends.length).toBeGreaterThan(0);
  });

  it('keeps the first occurrence of a detection anchor deep in the script, in its own budget', () => {
    const a: ExcerptAnchors = {
      automaton: new LiteralAutomaton(['function', 'RareSignature(']),
      detectionFrom: 1,
    };
    const signature = 'RareSignature("x")';
    const script = `${filler(1_800_000)}${signature}${filler(400_000)}${signature}${filler(10_000)}`;
    const read = excerptScript(script, a);
    // the version anchor's excerpts are those it had alone; the detection anchor adds one short excerpt
    // the window is counted from the end of the literal (as a version anchor's)
    const end = 1_800_000 + 'RareSignature('.length;
    expect(
      read.includes(script.slice(end - SCRIPT_DETECTION_EXCERPT_CHARS, end + SCRIPT_DETECTION_EXCERPT_CHARS)),
    ).toBe(true);
    expect(read.split(signature).length - 1).toBe(1);
    const alone = excerptScript(script, { automaton: new LiteralAutomaton(['function']), detectionFrom: 1 });
    expect(alone.includes(signature)).toBe(false);
    expect(read.length - alone.length).toBeLessThanOrEqual(2 * SCRIPT_DETECTION_EXCERPT_CHARS + 1);
  });
});

describe('versions deep in production bundles (real Storybook manager runtimes, Swagger UI bundles)', () => {
  it.each([
    ['storybook-10.0.0.globals-runtime.excerpt.js.txt', 'Storybook', '10.0.0', 2_935_348],
    ['storybook-9.1.10.globals-runtime.excerpt.js.txt', 'Storybook', '9.1.10', 2_106_498],
    ['swagger-ui-dist-5.35.0.bundle.excerpt.js.txt', 'Swagger UI', '5.35.0', 1_329_030],
    ['swagger-ui-dist-4.19.1.bundle.excerpt.js.txt', 'Swagger UI', '4.19.1', 1_042_221],
  ])('%s: %s %s, at character %i of the script, is found', (file, name, version, offset) => {
    const excerpt = fixture(file);
    // the real excerpt at about its real place in a bundle of the real size
    const script = `${filler(offset)}${excerpt}${filler(300_000)}`;
    const signals = (scripts: string[]) => ({ ...emptySignals('https://ui.example.org/'), scripts });
    expect(detect(signals([script]), fp).find((d) => d.name === name)?.version).toBe(version);
    // what the first 500,000 characters alone (the cap before excerpts) gave: nothing
    expect(detect(signals([script.slice(0, SCRIPT_CHARS)]), fp).find((d) => d.name === name)).toBeUndefined();
  });
});

describe('libraries deep in a vendors bundle (the library matrix’s real Vite and webpack chunks)', () => {
  it('each chunk placed 1.2 MB into a bundle gives the technologies it gives alone', () => {
    // An application's vendors bundle puts a library wherever its module falls; a signature that only detects
    // (Popper's `data-popper-placement`, React Redux's context symbol) must be read there too. Before the detection
    // anchors, 50 of these 230 chunks lost a technology this way (MUI, Preact, Marked, Day.js, Swiper, Tippy.js…).
    const dir = path.join(__dirname, '../../test/fixtures/libraries');
    const files = readdirSync(dir).filter((f) => /\.(vite|vite-named|webpack)\..*js\.txt$/.test(f));
    const signals = (scripts: string[]) => ({ ...emptySignals('https://app.example.org/'), scripts });
    const names = (scripts: string[]) => new Set(detect(signals(scripts), fp).map((d) => d.name));
    const lost: string[] = [];
    let checked = 0;
    for (const file of files) {
      const chunk = readFileSync(path.join(dir, file), 'utf8');
      if (chunk.length > 400_000) continue;
      checked += 1;
      const deep = names([`${filler(1_200_000)}\n${chunk}\n${filler(300_000)}`]);
      const missing = [...names([chunk])].filter((name) => !deep.has(name));
      if (missing.length > 0) lost.push(`${file}: ${missing.join(', ')}`);
    }
    expect(checked).toBeGreaterThan(200);
    expect(lost).toEqual([]);
  });
});

describe('frameworks deep in an application’s bundled stylesheet (the library matrix’s real stylesheets)', () => {
  it('each stylesheet placed 600,000 characters into a bundle gives what it gives alone', () => {
    // Vite writes one CSS file for every stylesheet an application imports; the matcher read its first 500,000
    // characters only, so all 78 of these lost their technology this way before excerptStylesheet.
    const dir = path.join(__dirname, '../../test/fixtures/libraries');
    const files = readdirSync(dir).filter((f) => f.endsWith('.css.txt'));
    const cssFiller = (n: number) => '.a-b{margin:0 auto;padding:1px}'.repeat(Math.ceil(n / 31)).slice(0, n);
    const signals = (css: string[]) => ({ ...emptySignals('https://app.example.org/'), css });
    const found = (css: string[]) =>
      new Set(detect(signals(css), fp).map((d) => `${d.name} ${d.version ?? ''}`.trim()));
    const lost: string[] = [];
    for (const file of files) {
      const sheet = readFileSync(path.join(dir, file), 'utf8');
      const deep = found([`${cssFiller(600_000)}\n${sheet}\n${cssFiller(100_000)}`]);
      const missing = [...found([sheet])].filter((name) => !deep.has(name));
      if (missing.length > 0) lost.push(`${file}: ${missing.join(', ')}`);
    }
    expect(files.length).toBeGreaterThan(70);
    // a file banner states the version at the start of its file only (banner-versions.ts), not in a bundle's middle
    expect(lost).toEqual(['pannellum-2.5.7.dist.pannellum.css.txt: Pannellum 2.5.7']);
  });
});
