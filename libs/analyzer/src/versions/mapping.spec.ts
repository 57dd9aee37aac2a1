import fs from 'node:fs';
import { loadFingerprints, type CompiledTechnology } from '../fingerprints/load';
import type { CompiledPattern } from '../fingerprints/pattern';
import { DEFAULT_VERSION_SOURCES_FILE, loadVersionSourceMapping, parseVersionSourceMapping } from './mapping';

/** Whether any pattern of the technology (any family, dom included) carries a `version:` tag. */
function hasVersionPatterns(tech: CompiledTechnology): boolean {
  const versioned = (p: CompiledPattern | null | undefined): boolean => !!p?.version;
  if (Object.values(tech.patterns).some((list) => list.some(versioned))) return true;
  if (Object.values(tech.keyed).some((byKey) => [...byKey.values()].some((list) => list.some(versioned))))
    return true;
  return tech.dom.some(
    (d) =>
      versioned(d.exists) ||
      versioned(d.text) ||
      d.attributes.some((a) => versioned(a.pattern)) ||
      d.properties.some((p) => versioned(p.pattern)),
  );
}

describe('version-sources.json (curated mapping)', () => {
  const mapping = loadVersionSourceMapping();
  const fingerprints = loadFingerprints();
  const entries = Object.entries(mapping);

  it('covers at least 300 technologies, with every source represented', () => {
    expect(entries.length).toBeGreaterThanOrEqual(300);
    const bySource = new Set(entries.map(([, e]) => e.source));
    expect([...bySource].sort()).toEqual(['endoflife', 'github', 'manual', 'npm']);
  });

  it('every mapped name exists in the fingerprint set', () => {
    const missing = entries.map(([name]) => name).filter((name) => !fingerprints.technologies.has(name));
    expect(missing).toEqual([]);
  });

  it('every mapped technology has version patterns', () => {
    const unversioned = entries
      .map(([name]) => fingerprints.technologies.get(name))
      .filter((tech): tech is CompiledTechnology => !!tech && !hasVersionPatterns(tech))
      .map((tech) => tech.name);
    expect(unversioned).toEqual([]);
  });

  it('ids are well-formed for their source (validated by the loader) and keys are unique in the file', () => {
    const raw = fs.readFileSync(DEFAULT_VERSION_SOURCES_FILE, 'utf8');
    const keys = [...raw.matchAll(/^ {4}"([^"]+)": \{/gm)].map((m) => m[1]);
    expect(keys.length).toBe(entries.length);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [, entry] of entries) {
      if (entry.source === 'npm') expect(entry.id).toMatch(/^(?:@[a-z0-9-._~]+\/)?[a-z0-9-._~]+$/);
      if (entry.source === 'github') expect(entry.id).toMatch(/^[\w.-]+\/[\w.-]+$/);
      if (entry.source === 'endoflife') expect(entry.id).toMatch(/^[a-z0-9][a-z0-9._-]*$/);
      if (entry.source === 'manual') expect(entry.manual).toMatch(/\d/);
    }
  });

  it('the validator reports malformed entries', () => {
    expect(() =>
      parseVersionSourceMapping({
        technologies: {
          A: { source: 'npm', id: 'Not A Package' },
          B: { source: 'pypi', id: 'x' },
          C: { source: 'github', id: 'no-slash' },
          D: { source: 'manual', id: 'note' },
          E: { source: 'endoflife', id: 'PHP' },
          F: { source: 'npm', id: 'ok', eol: 'Bad Id' },
        },
      }),
    ).toThrow(/A: .*npm package.*B: source.*C: .*owner\/repo.*D: .*manual value.*E: .*endoflife.*F: eol/);
    expect(parseVersionSourceMapping({ _comment: 'x', jQuery: { source: 'npm', id: 'jquery' } })).toEqual({
      jQuery: { source: 'npm', id: 'jquery' },
    });
  });
});
