import type { TechnologyVulnerabilities } from '@stacklens/contracts';
import { becameVulnerable, hasTechnologyChanges } from './websites.service';

const advisory = (id: string, severity: 'critical' | 'high' | 'medium' | 'low' | 'unknown' = 'high') => ({
  id,
  aliases: [],
  severity,
  cvss: null,
  summary: id,
  fixedIn: null,
  published: null,
  url: `https://example.org/${id}`,
  source: 'retire',
});
const found = (...ids: string[]): TechnologyVulnerabilities => ({
  advisories: ids.map((id) => advisory(id)),
  counts: { critical: 0, high: ids.length, medium: 0, low: 0, unknown: 0 },
  mayBePatchedByDistribution: false,
  sources: ['retire'],
});

describe('becameVulnerable (issue 20)', () => {
  it('a version checked clean before that has an advisory now became vulnerable (same or another version)', () => {
    expect(
      becameVulnerable(7, { version: '3.6.0', vulnerabilities: found() }, true, {
        version: '3.6.0',
        vulnerabilities: found('GHSA-1', 'GHSA-2'),
      }),
    ).toEqual({
      technologyId: 7,
      version: '3.6.0',
      advisoryIds: ['GHSA-1', 'GHSA-2'],
      counts: { critical: 0, high: 2, medium: 0, low: 0, unknown: 0 },
      mayBePatchedByDistribution: false,
    });
    expect(
      becameVulnerable(7, { version: '3.7.1', vulnerabilities: found() }, true, {
        version: '3.6.0',
        vulnerabilities: found('GHSA-1'),
      })?.advisoryIds,
    ).toEqual(['GHSA-1']);
  });

  it('the same version not covered by the data before counts; a version seen for the first time does not', () => {
    const now = { version: '1.22.1', vulnerabilities: found('CVE-1') };
    expect(becameVulnerable(1, { version: '1.22.1', vulnerabilities: null }, true, now)).not.toBeNull();
    expect(becameVulnerable(1, { version: null, vulnerabilities: null }, true, now)).toBeNull();
    expect(becameVulnerable(1, { version: '1.20.0', vulnerabilities: null }, true, now)).toBeNull();
  });

  it('never for an already vulnerable version, a new technology, a result stored before the lookup, or no advisory', () => {
    const now = { version: '3.6.0', vulnerabilities: found('GHSA-1', 'GHSA-2') };
    expect(becameVulnerable(1, { version: '3.6.0', vulnerabilities: found('GHSA-1') }, true, now)).toBeNull();
    expect(becameVulnerable(1, undefined, true, now)).toBeNull();
    expect(becameVulnerable(1, { version: '3.6.0', vulnerabilities: null }, false, now)).toBeNull();
    expect(
      becameVulnerable(1, { version: '3.6.0', vulnerabilities: found() }, true, {
        version: '3.6.0',
        vulnerabilities: found(),
      }),
    ).toBeNull();
    expect(
      becameVulnerable(1, { version: '3.6.0', vulnerabilities: found() }, true, {
        version: null,
        vulnerabilities: null,
      }),
    ).toBeNull();
  });

  it('a technology that became vulnerable is a change worth telling, except in a baseline', () => {
    const change = {
      technologyId: 1,
      version: '1',
      advisoryIds: ['A'],
      counts: found('A').counts,
      mayBePatchedByDistribution: false,
    };
    const empty = { added: [], removed: [], versionChanged: [] };
    expect(hasTechnologyChanges({ baseline: false, ...empty, becameVulnerable: [change] })).toBe(true);
    expect(hasTechnologyChanges({ baseline: true, ...empty, becameVulnerable: [change] })).toBe(false);
    expect(hasTechnologyChanges({ baseline: false, ...empty, becameVulnerable: [] })).toBe(false);
  });
});
