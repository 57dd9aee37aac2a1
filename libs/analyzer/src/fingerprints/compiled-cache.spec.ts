import { copyFileSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signalsFromDocument } from '../collect/document';
import { detect } from '../detect/detect';
import { compiledSetKey, readCompiledSet, writeCompiledSet } from './compiled-cache';
import { DEFAULT_OVERLAY_DIR, loadFingerprints } from './load';

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
});
