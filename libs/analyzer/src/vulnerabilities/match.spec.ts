import {
  detectedVersion,
  inRange,
  vulnerabilitiesOf,
  vulnerabilitySummary,
  type VersionedDetection,
} from './match';
import type { Advisory, AdvisorySnapshot } from './types';

const seen = (
  name: string,
  version: string | null,
  extra: Partial<VersionedDetection> = {},
): VersionedDetection => ({
  name,
  version,
  implied: false,
  evidence: version ? [{ family: 'headers', version }] : [{ family: 'headers' }],
  ...extra,
});

const advisory = (id: string, partial: Partial<Advisory>): Advisory => ({
  id,
  aliases: [],
  severity: 'medium',
  summary: id,
  ranges: [],
  url: `https://example.org/${id}`,
  source: 'httpd',
  ...partial,
});

const snapshot: AdvisorySnapshot = {
  schemaVersion: 1,
  generatedAt: '2026-11-27',
  technologies: {
    'Apache HTTP Server': {
      scheme: 'vendor',
      sources: ['httpd'],
      minSegments: 3,
      advisories: [
        advisory('CVE-2021-41773', {
          severity: 'critical',
          versions: ['2.4.49'],
          fixed: ['2.4.50'],
          published: '2021-10-04',
        }),
        advisory('CVE-2021-44790', {
          severity: 'high',
          ranges: [{ lastAffected: '2.4.51' }],
          fixed: ['2.4.52'],
        }),
        advisory('CVE-2099-0001', { severity: 'critical', ranges: [{}], withdrawn: '2099-01-02' }),
      ],
    },
    jQuery: {
      scheme: 'semver',
      sources: ['retire'],
      advisories: [
        advisory('GHSA-gxr4-xjj5-5px2', {
          source: 'retire',
          ranges: [{ introduced: '1.2.0', fixed: '3.5.0' }],
          fixed: ['3.5.0'],
        }),
        advisory('GHSA-rc', { source: 'retire', ranges: [{ fixed: '1.9.0b1' }], fixed: ['1.9.0b1'] }),
      ],
    },
    'Alpine.js': { scheme: 'semver', sources: ['retire'], advisories: [] },
    Nginx: {
      scheme: 'vendor',
      sources: ['nginx'],
      minSegments: 3,
      advisories: [
        advisory('CVE-2026-42533', {
          source: 'nginx',
          severity: 'high',
          ranges: [
            { introduced: '0.9.6', fixed: '1.30.4' },
            { introduced: '1.31.0', fixed: '1.31.3' },
          ],
          fixed: ['1.30.4', '1.31.3'],
        }),
      ],
    },
  },
  backports: { technologies: ['Apache HTTP Server', 'Nginx'], distributions: ['Debian', 'Ubuntu'] },
};

describe('inRange', () => {
  it('vendor scheme: numeric segments, inclusive lower and last-affected bounds, exclusive fixed', () => {
    const r = { introduced: '2.4.0', fixed: '2.4.50' };
    expect(inRange('vendor', '2.4.0', r)).toBe(true);
    expect(inRange('vendor', '2.4.9', r)).toBe(true);
    expect(inRange('vendor', '2.4.49', r)).toBe(true);
    expect(inRange('vendor', '2.4.50', r)).toBe(false);
    expect(inRange('vendor', '2.2.34', r)).toBe(false);
    expect(inRange('vendor', '2.4.51', { lastAffected: '2.4.51' })).toBe(true);
    expect(inRange('vendor', '2.4.52', { lastAffected: '2.4.51' })).toBe(false);
  });

  it('semver scheme: pre-releases sort before their release', () => {
    expect(inRange('semver', '1.9.0-beta.1', { fixed: '1.9.0' })).toBe(true);
    expect(inRange('semver', '1.8.3', { fixed: '1.9.0b1' })).toBe(true);
    expect(inRange('semver', '1.9.0', { fixed: '1.9.0b1' })).toBe(false);
  });

  it('never matches a version it cannot read', () => {
    expect(inRange('vendor', 'unknown', {})).toBe(false);
    expect(inRange('semver', 'x', { fixed: '1.0.0' })).toBe(false);
  });
});

describe('vulnerabilitiesOf', () => {
  it('lists matching advisories most severe first, with the fixed-in version at or above the detected one', () => {
    const [apache] = vulnerabilitiesOf([seen('Apache HTTP Server', '2.4.49')], snapshot);
    expect(apache.advisories.map((a) => [a.id, a.severity, a.fixedIn])).toEqual([
      ['CVE-2021-41773', 'critical', '2.4.50'],
      ['CVE-2021-44790', 'high', '2.4.52'],
    ]);
    expect(apache.counts).toMatchObject({ critical: 1, high: 1, medium: 0 });
    expect(vulnerabilitySummary(apache)).toBe('2 (1 critical)');
  });

  it('ignores withdrawn advisories', () => {
    const [apache] = vulnerabilitiesOf([seen('Apache HTTP Server', '2.4.52')], snapshot);
    expect(apache.advisories).toEqual([]); // the withdrawn CVE-2099-0001 covers every version
    expect(vulnerabilitySummary(apache)).toBe('0');
  });

  it('reports covered-and-clean versions with an empty list', () => {
    const [jquery] = vulnerabilitiesOf([seen('jQuery', '3.7.1')], snapshot);
    expect(jquery).toMatchObject({ name: 'jQuery', version: '3.7.1', advisories: [], sources: ['retire'] });
  });

  it('reports a technology its source lists without any advisory as known clean, crediting the source', () => {
    expect(vulnerabilitiesOf([seen('Alpine.js', '3.14.9')], snapshot)).toEqual([
      expect.objectContaining({ name: 'Alpine.js', advisories: [], sources: ['retire'] }),
    ]);
  });

  it('splits nginx spans by fixed branch: 1.30.5 clean, 1.29.8 and 1.31.1 vulnerable', () => {
    const of = (v: string) =>
      vulnerabilitiesOf([seen('Nginx', v)], snapshot)[0].advisories.map((a) => a.fixedIn);
    expect(of('1.30.5')).toEqual([]);
    expect(of('1.29.8')).toEqual(['1.30.4']);
    expect(of('1.31.1')).toEqual(['1.31.3']);
  });

  it('claims nothing for a technology without a detected version', () => {
    expect(vulnerabilitiesOf([seen('jQuery', null)], snapshot)).toEqual([]);
  });

  it('claims nothing for an implied technology or a version only an implication carried', () => {
    expect(vulnerabilitiesOf([seen('jQuery', '1.8.0', { implied: true })], snapshot)).toEqual([]);
    const viaImplies = seen('jQuery', '1.8.0', {
      evidence: [{ family: 'implies', version: '1.8.0' }, { family: 'html' }],
    });
    expect(detectedVersion(viaImplies)).toBeNull();
    expect(vulnerabilitiesOf([viaImplies], snapshot)).toEqual([]);
  });

  it('claims nothing for a version too vague for the technology (Server: Apache/2.4)', () => {
    expect(vulnerabilitiesOf([seen('Apache HTTP Server', '2.4')], snapshot)).toEqual([]);
    expect(vulnerabilitiesOf([seen('jQuery', '3')], snapshot)).toEqual([]);
  });

  it('ignores technologies the snapshot has no data for', () => {
    expect(vulnerabilitiesOf([seen('Hugo', '0.120.0')], snapshot)).toEqual([]);
  });

  describe('distribution-backport marker', () => {
    it('is set on a backporting technology when a distribution is detected', () => {
      const result = vulnerabilitiesOf(
        [seen('Apache HTTP Server', '2.4.49'), seen('Debian', null)],
        snapshot,
      );
      expect(result).toHaveLength(1);
      expect(result[0].mayBePatchedByDistribution).toBe(true);
      expect(vulnerabilitySummary(result[0])).toBe('2 (1 critical)*');
    });

    it('is not set without a detected distribution', () => {
      const [apache] = vulnerabilitiesOf([seen('Apache HTTP Server', '2.4.49')], snapshot);
      expect(apache.mayBePatchedByDistribution).toBe(false);
    });

    it('is not set on a library the distribution does not ship (jQuery on Debian)', () => {
      const result = vulnerabilitiesOf([seen('jQuery', '3.4.1'), seen('Debian', null)], snapshot);
      expect(result[0].advisories).toHaveLength(1);
      expect(result[0].mayBePatchedByDistribution).toBe(false);
    });

    it('is not set when nothing matches', () => {
      const result = vulnerabilitiesOf([seen('Nginx', '1.30.5'), seen('Ubuntu', null)], snapshot);
      expect(result[0].mayBePatchedByDistribution).toBe(false);
    });
  });
});
