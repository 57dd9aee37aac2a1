import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  asciiSource,
  buildInfoDigest,
  BUNDLE_BUILD_INFO_DIGEST,
  freshBundle,
  loadWithCodeCache,
  type CodeCacheUse,
} from './code-cache';

/**
 * Loads `file` in a new Node process (V8 keeps compiled scripts per process: only a fresh one shows whether the
 * code cache was used), calls its `answer()`, saves the cache; returns what `loadWithCodeCache` reported.
 */
function loadInProcess(file: string, cacheDir: string): { cache: CodeCacheUse; answer: number } {
  const code =
    `const loaded = require(${JSON.stringify(path.join(__dirname, 'code-cache.ts'))})` +
    `.loadWithCodeCache(${JSON.stringify(file)}, ${JSON.stringify(cacheDir)});` +
    `const answer = loaded.exports.answer(); loaded.save();` +
    `process.stdout.write(JSON.stringify({ cache: loaded.cache, answer }));`;
  const child = spawnSync(process.execPath, ['--require', 'tsx/cjs', '-e', code], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout) as { cache: CodeCacheUse; answer: number };
}

describe('loadWithCodeCache', () => {
  let dir: string;
  let file: string;
  let cacheDir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'stacklens-code-cache-'));
    file = path.join(dir, 'module.cjs');
    cacheDir = path.join(dir, 'cache');
    writeFileSync(path.join(dir, 'helper.cjs'), 'module.exports = (x) => x * 2;\n');
    const body = (n: number) =>
      `const twice = require('./helper.cjs');\n` +
      `function answer() { return twice(${n}); }\n` +
      `module.exports = { answer, dir: __dirname, file: __filename, self: this === exports };\n`;
    writeFileSync(file, body(21));
    // a second version of the same length (V8's own check cannot tell them apart: the file's key must)
    writeFileSync(path.join(dir, 'next.cjs'), body(12));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  type Exports = { answer(): number; dir: string; file: string; self: boolean };

  it('runs the file as require would: its exports, require from its directory, __dirname, __filename', () => {
    const loaded = loadWithCodeCache(file, undefined);
    const exports = loaded.exports as Exports;
    expect(exports.answer()).toBe(42);
    expect(exports.dir).toBe(dir);
    expect(exports.file).toBe(file);
    expect(exports.self).toBe(true);
    expect(loaded.cache).toBe('none');
    loaded.save(); // no directory: nothing written, no error
  });

  it('reads an ASCII file and a UTF-8 one alike', () => {
    const text = (name: string, source: string) => {
      writeFileSync(path.join(dir, name), source);
      return (loadWithCodeCache(path.join(dir, name), undefined).exports as { text: string }).text;
    };
    expect(text('ascii.cjs', 'module.exports = { text: "caf\\u00e9" };')).toBe('café');
    expect(text('utf8.cjs', 'module.exports = { text: "café — ☕" };')).toBe('café — ☕');
  });

  it('writes the cache once and hands it to V8 in the next process', () => {
    expect(loadInProcess(file, cacheDir)).toEqual({ cache: 'none', answer: 42 });
    expect(readdirSync(cacheDir)).toEqual([expect.stringMatching(/^cli-[0-9a-f]+-[0-9a-f]+\.v8cache$/)]);
    expect(loadInProcess(file, cacheDir)).toEqual({ cache: 'accepted', answer: 42 });
  });

  it('never reads the cache of an older version of the file, and replaces it', () => {
    loadInProcess(file, cacheDir);
    const [old] = readdirSync(cacheDir);
    // rebuilt: same path and length (V8's own check cannot tell the versions apart), other content and time
    writeFileSync(file, readFileSync(path.join(dir, 'next.cjs')));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(loadInProcess(file, cacheDir)).toEqual({ cache: 'none', answer: 24 });
    expect(readdirSync(cacheDir)).toHaveLength(1);
    expect(readdirSync(cacheDir)[0]).not.toBe(old);
    expect(loadInProcess(file, cacheDir)).toEqual({ cache: 'accepted', answer: 24 });
  });

  it('runs from source when the cache file is damaged, and writes it anew', () => {
    loadInProcess(file, cacheDir);
    const [name] = readdirSync(cacheDir);
    writeFileSync(path.join(cacheDir, name), 'not a code cache');
    expect(loadInProcess(file, cacheDir)).toEqual({ cache: 'rejected', answer: 42 });
    expect(loadInProcess(file, cacheDir)).toEqual({ cache: 'accepted', answer: 42 });
  });

  it('keeps the caches of bundles at other paths', () => {
    loadWithCodeCache(file, cacheDir).save();
    loadWithCodeCache(path.join(dir, 'next.cjs'), cacheDir).save();
    expect(readdirSync(cacheDir)).toHaveLength(2);
  });
});

describe('asciiSource', () => {
  it('writes the source in ASCII that means the same: comments, regular expressions, identity escapes, astral', () => {
    const code = [
      '// a comment — with a dash',
      'module.exports = {',
      '  dash: /[\\s\\-–—:]+/.exec("a – b")[0],',
      '  identity: /\\é/.test("é"),',
      '  slash: /\\\\é/.test("\\\\é"),',
      '  astral: /^😀$/u.test("😀"),',
      '  text: "é\\é",',
      '};',
    ].join('\n');
    const run = (source: string) => {
      const module = { exports: {} };
      new Function('module', source)(module);
      return module.exports;
    };
    const ascii = asciiSource(code);
    expect(ascii).toMatch(/^[\x20-\x7e\n]*$/);
    expect(run(ascii)).toEqual(run(code));
    expect(run(code)).toEqual({ dash: ' – ', identity: true, slash: true, astral: true, text: 'éé' });
  });
});

describe('freshBundle', () => {
  let dist: string;
  /** Writes `file` under dist with modification time `at` (seconds). */
  const write = (file: string, at: number) => {
    const full = path.join(dist, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, '//');
    utimesSync(full, at, at);
  };

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'stacklens-dist-'));
    write('cli.js', 1000);
    write('fingerprints/load.js', 1000);
    write('.tsbuildinfo', 1000);
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('is null without a bundle', () => {
    expect(freshBundle(dist)).toBeNull();
  });

  it('is the bundle when it was made after the last tsc build', () => {
    write('stacklens.cjs', 2000);
    expect(freshBundle(dist)).toBe(path.join(dist, 'stacklens.cjs'));
  });

  it('is null when tsc rewrote a module after the bundle was made', () => {
    write('stacklens.cjs', 2000);
    write('fingerprints/load.js', 3000);
    write('.tsbuildinfo', 3000);
    expect(freshBundle(dist)).toBeNull();
  });

  it('is the bundle when a build cache restored dist in another order (build info as the bundler recorded it)', () => {
    write('stacklens.cjs', 2000);
    writeFileSync(
      path.join(dist, BUNDLE_BUILD_INFO_DIGEST),
      `${buildInfoDigest(path.join(dist, '.tsbuildinfo'))}\n`,
    );
    write('fingerprints/load.js', 3000);
    write('.tsbuildinfo', 3000); // same content, newer time
    expect(freshBundle(dist)).toBe(path.join(dist, 'stacklens.cjs'));
    writeFileSync(path.join(dist, '.tsbuildinfo'), '{"changed":true}'); // a later tsc build
    expect(freshBundle(dist)).toBeNull();
  });

  it('is the bundle when tsc only type-checked since (build info newer, modules not)', () => {
    write('stacklens.cjs', 2000);
    write('.tsbuildinfo', 3000);
    expect(freshBundle(dist)).toBe(path.join(dist, 'stacklens.cjs'));
  });
});
