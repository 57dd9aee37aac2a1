import { createHash } from 'node:crypto';
import fs, {
  copyFileSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signalsFromDocument } from '../collect/document';
import { detect } from '../detect/detect';
import {
  compiledSetKey,
  memoisedSetKey,
  readCompiledSet,
  SET_KEY_MEMO,
  writeCompiledSet,
} from './compiled-cache';
import { DEFAULT_OVERLAY_DIR, loadFingerprints } from './load';
import { KEYED_FAMILIES, STRING_FAMILIES, type FingerprintSet } from './model';
import type { CompiledPattern } from './pattern';

/** A pattern as plain data (its regex as text), to compare sets field by field. */
const plainPattern = (p: CompiledPattern | null) =>
  p && {
    source: p.source,
    regex: String(p.regex),
    confidence: p.confidence,
    version: p.version,
    prefilter: p.prefilter,
    anchors: p.anchors.map((ends) => [...ends]),
  };

/** Everything a set holds, as plain data: technologies with their patterns, categories, counts and every index. */
function plainSet(set: FingerprintSet) {
  const entries = (list: ReadonlyArray<{ tech: { name: string }; patterns: readonly CompiledPattern[] }>) =>
    list.map(({ tech, patterns }) => [tech.name, patterns.map(plainPattern)]);
  const plainDom = (
    d: FingerprintSet['index']['dom'] extends ReadonlyMap<string, ReadonlyArray<infer E>>
      ? E extends { dom: infer D }
        ? D
        : never
      : never,
  ) => ({
    selector: d.selector,
    exists: plainPattern(d.exists),
    text: plainPattern(d.text),
    attributes: d.attributes.map(({ name, pattern }) => [name, plainPattern(pattern)]),
    properties: d.properties.map(({ name, pattern }) => [name, plainPattern(pattern)]),
  });
  const { index } = set;
  return {
    technologies: [...set.technologies].map(([name, t]) => [
      name,
      Object.entries({
        ...t,
        // a set read from the cache keeps descriptions behind a getter of the technology's prototype
        description: t.description,
        patterns: STRING_FAMILIES.map((f) => t.patterns[f].map(plainPattern)),
        keyed: KEYED_FAMILIES.map((f) => [...t.keyed[f]].map(([key, list]) => [key, list.map(plainPattern)])),
        dom: t.dom.map(plainDom),
      }).sort(([a], [b]) => (a < b ? -1 : 1)),
    ]),
    bySlug: [...set.bySlug].map(([slug, t]) => [slug, t.name]),
    categories: [...set.categories],
    counts: set.counts,
    buildTimeMaxConfidence: set.buildTimeMaxConfidence,
    keyed: (['headers', 'cookies', 'meta', 'dns', 'js'] as const).map((f) =>
      [...index.keyed[f]].map(([key, list]) => [key, entries(list)]),
    ),
    cookiePrefixes: index.cookiePrefixes.map(({ prefix, entries: list }) => [prefix, entries(list)]),
    strings: STRING_FAMILIES.map((f) => entries(index.strings[f])),
    plans: STRING_FAMILIES.map((f) => {
      const { patterns, automaton, ...tables } = index.plans[f];
      return {
        ...tables,
        automaton:
          automaton &&
          Object.entries(automaton).map(([field, value]) =>
            ArrayBuffer.isView(value)
              ? [field, Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64')]
              : [field, value],
          ),
        patterns: patterns.map(({ tech, pattern }) => [tech.name, plainPattern(pattern)]),
      };
    }),
    dom: [...index.dom].map(([selector, list]) => [
      selector,
      list.map(({ tech, dom }) => [tech.name, plainDom(dom)]),
    ]),
  };
}

/** The CLI's compiled-set cache (issue 13 §3: start-up well under half a second). */
describe('compiled fingerprint set cache', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'stacklens-fp-cache-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const page = signalsFromDocument({
    url: 'https://shop.example/',
    headers: { server: 'nginx/1.24.0', 'x-powered-by': 'PHP/8.1.27', 'set-cookie': 'PHPSESSID=abc; path=/' },
    html: `<html><head><meta name="generator" content="WordPress 6.4.2">
      <script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"></script></head><body>shop</body></html>`,
  }).signals;
  const summary = (set: ReturnType<typeof loadFingerprints>) =>
    detect(page, set)
      .map((d) => `${d.name} ${d.version ?? ''}`.trim())
      .sort();

  it('reads back a set that detects exactly what the compiled one does', () => {
    const compiled = loadFingerprints();
    writeCompiledSet(dir, 'k1', compiled);
    const stored = readCompiledSet(dir, 'k1');
    expect(stored).not.toBeNull();
    expect(stored).not.toBe(compiled);
    expect(summary(stored!)).toEqual(summary(compiled));
    expect(summary(compiled)).toEqual(
      expect.arrayContaining(['Nginx 1.24.0', 'PHP 8.1.27', 'WordPress 6.4.2']),
    );
    expect(stored!.counts).toEqual(compiled.counts);
  });

  it('reads back every technology, pattern, plan and index of the compiled set, sharing the pattern objects', () => {
    const compiled = loadFingerprints();
    writeCompiledSet(dir, 'k1', compiled);
    const stored = readCompiledSet(dir, 'k1')!;
    // the plan, the family index and the technology hold the same pattern objects (the matcher keys on them)
    const plan = stored.index.plans.scriptSrc.patterns[0];
    expect(stored.index.strings.scriptSrc[0].patterns[0]).toBe(plan.pattern);
    expect(plan.tech).toBe(stored.technologies.get(plan.tech.name));
    // a digest of each part's JSON text: a deep comparison of ~300,000 objects would take a minute
    const digests = (set: FingerprintSet) =>
      Object.entries(plainSet(set)).map(([part, value]) => [
        part,
        createHash('sha256').update(JSON.stringify(value)).digest('hex'),
      ]);
    expect(digests(stored)).toEqual(digests(compiled));
  });

  it('materialises only the families a run reads', () => {
    writeCompiledSet(dir, 'k1', loadFingerprints());
    const stored = readCompiledSet(dir, 'k1')!;
    const materialised = (record: object, key: string) =>
      Object.getOwnPropertyDescriptor(record, key)?.get === undefined;
    const before = detect(page, stored);
    // a page without a browser stage has no js chains, no XHR, no DNS records and no certificate, this one no
    // inline script: those families' patterns are never deserialised
    for (const family of ['js', 'dns'] as const) expect(materialised(stored.index.keyed, family)).toBe(false);
    for (const family of ['xhr', 'certIssuer', 'scripts'] as const)
      expect(materialised(stored.index.plans, family)).toBe(false);
    expect(materialised(stored.index.keyed, 'headers')).toBe(true);
    expect(materialised(stored.index.plans, 'html')).toBe(true);
    expect(detect(page, stored)).toEqual(before);
  });

  it("reads one technology's patterns of one family without the other families or technologies", () => {
    const compiled = loadFingerprints();
    writeCompiledSet(dir, 'k1', compiled);
    const file = path.join(dir, 'fingerprints-k1.bin');
    const bytes = readFileSync(file);
    const table = JSON.parse(bytes.toString('utf8', 8, 8 + bytes.readUInt32LE(4))) as Record<
      string,
      [number, number]
    >;
    const sectionAt = new Map(Object.entries(table).map(([name, [offset]]) => [offset, name]));
    const read = jest.spyOn(fs, 'readSync');
    const parse = jest.spyOn(JSON, 'parse');
    try {
      const stored = readCompiledSet(dir, 'k1')!;
      const jquery = stored.technologies.get('jQuery')!;
      read.mockClear();
      parse.mockClear();
      const own = jquery.patterns.scripts;
      // the banner versions read a technology's own `scripts` patterns: the scripts section only, and only its
      // patterns are made (one JSON record each), not the family's thousands
      // readSync(fd, buffer, offset, length, position): the position names the section
      expect(read.mock.calls.map((call) => sectionAt.get((call as unknown[])[4] as number))).toEqual([
        'strings:scripts',
      ]);
      expect(parse.mock.calls.length).toBeLessThan(own.length + 5);
      expect(own.map(plainPattern)).toEqual(
        compiled.technologies.get('jQuery')!.patterns.scripts.map(plainPattern),
      );
      // the same pattern objects as the family's plan (the matcher keys on them)
      const planned = stored.index.plans.scripts.patterns.filter(({ tech }) => tech === jquery);
      expect(planned.map(({ pattern }) => pattern)).toEqual(own);
      planned.forEach(({ pattern }, i) => expect(pattern).toBe(own[i]));
    } finally {
      read.mockRestore();
      parse.mockRestore();
    }
  });

  it('reads its sections after another process replaced the file', () => {
    const compiled = loadFingerprints();
    writeCompiledSet(dir, 'aaa1', compiled);
    const stored = readCompiledSet(dir, 'aaa1')!;
    writeCompiledSet(dir, 'bbb2', compiled); // removes fingerprints-aaa1.bin
    expect(readdirSync(dir)).toEqual(['fingerprints-bbb2.bin']);
    expect(summary(stored)).toEqual(summary(compiled));
  });

  it('keeps one set per directory and ignores a damaged file', () => {
    const compiled = loadFingerprints();
    writeCompiledSet(dir, 'aaa1', compiled);
    writeCompiledSet(dir, 'bbb2', compiled);
    expect(readdirSync(dir)).toEqual(['fingerprints-bbb2.bin']);
    writeFileSync(path.join(dir, 'fingerprints-bbb2.bin'), 'not a serialized set');
    expect(readCompiledSet(dir, 'bbb2')).toBeNull();
    expect(readCompiledSet(dir, 'missing')).toBeNull();
  });

  it('changes its key when the fingerprint data changes', () => {
    const overlay = readdirSync(DEFAULT_OVERLAY_DIR).filter((f) => f.endsWith('.json'));
    const copies = overlay.map((file) => {
      const copy = path.join(dir, file);
      copyFileSync(path.join(DEFAULT_OVERLAY_DIR, file), copy);
      return copy;
    });
    const before = compiledSetKey(copies);
    expect(compiledSetKey(copies)).toBe(before);
    writeFileSync(copies[0], '{"_comment": "changed"}');
    expect(compiledSetKey(copies)).not.toBe(before);
  });

  describe("memoisedSetKey (the key from the files' stats, issue 24 §2)", () => {
    /** Copies of the overlay files in the test directory, and a cache directory beside them. */
    const setUp = () => {
      const copies = readdirSync(DEFAULT_OVERLAY_DIR)
        .filter((f) => f.endsWith('.json'))
        .map((file) => {
          const copy = path.join(dir, file);
          copyFileSync(path.join(DEFAULT_OVERLAY_DIR, file), copy);
          return copy;
        });
      return { copies, cacheDir: path.join(dir, 'cache') };
    };
    /** A clock well past the files' writes (their stats are no longer "racy"). */
    const later = () => Date.now() + 60_000;

    it('hashes once, then answers the same key from the stats without hashing', () => {
      const { copies, cacheDir } = setUp();
      const first = memoisedSetKey(copies, cacheDir, true, later());
      expect(first).toEqual({ key: compiledSetKey(copies), hashed: true });
      expect(readdirSync(cacheDir)).toEqual([SET_KEY_MEMO]);
      expect(memoisedSetKey(copies, cacheDir, true, later())).toEqual({ key: first.key, hashed: false });
    });

    it('notices a changed data file, even of the same size, and remembers the new key', () => {
      const { copies, cacheDir } = setUp();
      const hourAgo = new Date(Date.now() - 3_600_000);
      utimesSync(copies[0], hourAgo, hourAgo); // a distinct mtime, whatever the file system clock's tick
      const before = memoisedSetKey(copies, cacheDir, true, later()).key;
      const text = readFileSync(copies[0], 'utf8');
      const changed = text.replace('_comment', '_c0mment');
      expect(changed).not.toBe(text);
      expect(changed.length).toBe(text.length);
      writeFileSync(copies[0], changed);
      const after = memoisedSetKey(copies, cacheDir, true, later());
      expect(after).toEqual({ key: compiledSetKey(copies), hashed: true });
      expect(after.key).not.toBe(before);
      expect(memoisedSetKey(copies, cacheDir, true, later())).toEqual({ key: after.key, hashed: false });
      // the same content written again (mtime set back as an archive's extraction would): hashed, same key
      writeFileSync(copies[0], changed);
      utimesSync(copies[0], hourAgo, hourAgo);
      expect(memoisedSetKey(copies, cacheDir, true, later())).toEqual({ key: after.key, hashed: true });
    });

    it('notices a file added to or removed from the list', () => {
      const { copies, cacheDir } = setUp();
      const all = memoisedSetKey(copies, cacheDir, true, later()).key;
      const fewer = memoisedSetKey(copies.slice(1), cacheDir, true, later());
      expect(fewer).toEqual({ key: compiledSetKey(copies.slice(1)), hashed: true });
      expect(fewer.key).not.toBe(all);
    });

    it('does not remember stats of files changed just now, nor when asked not to write', () => {
      const { copies, cacheDir } = setUp();
      expect(memoisedSetKey(copies, cacheDir, true).hashed).toBe(true); // the copies were written just now
      expect(memoisedSetKey(copies, cacheDir, true).hashed).toBe(true);
      expect(memoisedSetKey(copies, cacheDir, false, later()).hashed).toBe(true);
      expect(memoisedSetKey(copies, cacheDir, false, later()).hashed).toBe(true);
    });

    it('hashes when the memo is damaged or names another key format', () => {
      const { copies, cacheDir } = setUp();
      const { key } = memoisedSetKey(copies, cacheDir, true, later());
      const memo = path.join(cacheDir, SET_KEY_MEMO);
      writeFileSync(memo, '{"key": "not json');
      expect(memoisedSetKey(copies, cacheDir, false, later())).toEqual({ key, hashed: true });
      memoisedSetKey(copies, cacheDir, true, later());
      const valid = JSON.parse(readFileSync(memo, 'utf8')) as { key: string; stats: string };
      writeFileSync(memo, JSON.stringify({ ...valid, key: 'zz' }));
      expect(memoisedSetKey(copies, cacheDir, false, later())).toEqual({ key, hashed: true });
    });
  });
});
