import { buildAdvisorySnapshot, type AdvisorySourceMapping } from './snapshot';
import type { Advisory } from './types';

const mapping: AdvisorySourceMapping = {
  sources: {
    retire: {},
    friendsofphp: {},
    httpd: {},
    nginx: {},
    osv: {},
    govulndb: {},
    pypa: {},
    roundcube: {},
    php: {},
    rubysec: {},
    lighttpd: {},
    git: {},
    jetty: {},
    cve: {},
  },
  minSegments: { Drupal: 2 },
  backports: { technologies: [], distributions: ['Debian'] },
};

const advisory = (id: string, partial: Partial<Advisory> = {}): Advisory => ({
  id,
  aliases: [],
  severity: 'unknown',
  summary: id,
  ranges: [],
  url: 'https://example.org/',
  source: 'friendsofphp',
  ...partial,
});

describe('buildAdvisorySnapshot', () => {
  it('merges one id published for two packages (drupal/core and drupal/drupal) into one advisory', () => {
    const snapshot = buildAdvisorySnapshot(
      [
        {
          technology: 'Drupal',
          scheme: 'vendor',
          advisory: advisory('CVE-2020-1', {
            ranges: [{ introduced: '8.0.0', fixed: '8.8.1' }],
            fixed: ['8.8.1'],
          }),
        },
        {
          technology: 'Drupal',
          scheme: 'vendor',
          advisory: advisory('CVE-2020-1', {
            ranges: [
              { introduced: '8.0.0', fixed: '8.8.1' },
              { introduced: '7.0', fixed: '7.69' },
            ],
            fixed: ['7.69', '8.8.1'],
            aliases: ['SA-CORE-2020-001'],
          }),
        },
      ],
      mapping,
      '2026-11-27',
    );
    expect(snapshot.technologies.Drupal).toEqual({
      scheme: 'vendor',
      sources: ['friendsofphp'],
      minSegments: 2,
      advisories: [
        expect.objectContaining({
          id: 'CVE-2020-1',
          aliases: ['SA-CORE-2020-001'],
          ranges: [
            { introduced: '8.0.0', fixed: '8.8.1' },
            { introduced: '7.0', fixed: '7.69' },
          ],
          fixed: ['8.8.1', '7.69'],
        }),
      ],
    });
    expect(snapshot.backports).toEqual(mapping.backports);
  });

  it('keeps covered technologies without advisories and orders advisories newest first', () => {
    const snapshot = buildAdvisorySnapshot(
      [
        {
          technology: 'jQuery',
          scheme: 'semver',
          advisory: advisory('A', { source: 'retire', published: '2020-01-01' }),
        },
        {
          technology: 'jQuery',
          scheme: 'semver',
          advisory: advisory('B', { source: 'retire', published: '2024-01-01' }),
        },
      ],
      mapping,
      '2026-11-27',
      {},
      { 'Alpine.js': { scheme: 'semver', source: 'retire' } },
    );
    expect(Object.keys(snapshot.technologies)).toEqual(['Alpine.js', 'jQuery']);
    expect(snapshot.technologies['Alpine.js']).toEqual({
      scheme: 'semver',
      sources: ['retire'],
      advisories: [],
    });
    expect(snapshot.technologies.jQuery.advisories.map((a) => a.id)).toEqual(['B', 'A']);
  });
});
