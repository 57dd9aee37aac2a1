import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  asciiJson,
  buildAdvisorySnapshot,
  DEFAULT_ADVISORY_SNAPSHOT_FILE,
  loadAdvisorySnapshot,
  type AdvisorySourceMapping,
} from './snapshot';
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

describe('ASCII-only snapshot (issue 24 §2: decoded as Latin-1 at start-up)', () => {
  it('asciiJson writes only ASCII and reads back as the same value (accents, dashes, astral characters)', () => {
    const value = { 'clé': ['Drupal — “core”', 'naïve \\ \u00e9 \u{1F600}', '\u0000\u007f\u0080'], n: 1 };
    const text = asciiJson(value);
    expect([...text].every((c) => c.charCodeAt(0) < 0x80)).toBe(true);
    expect(JSON.parse(text)).toEqual(value);
    expect(JSON.parse(Buffer.from(text, 'latin1').toString('latin1'))).toEqual(value);
  });

  it('the bundled snapshot is ASCII-only, so that it is decoded as Latin-1', () => {
    const bytes = fs.readFileSync(DEFAULT_ADVISORY_SNAPSHOT_FILE);
    expect(bytes.findIndex((b) => b > 0x7f)).toBe(-1);
  });

  it('reads a snapshot written as UTF-8 (not ASCII) with its characters', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'advisories-'));
    const file = path.join(dir, 'advisories.json');
    const snapshot = { schemaVersion: 1, generatedAt: '2026-01-01', inputs: {}, technologies: { 'Café — CMS': {} } };
    fs.writeFileSync(file, JSON.stringify(snapshot), 'utf8');
    try {
      expect(Object.keys(loadAdvisorySnapshot(file).technologies)).toEqual(['Café — CMS']);
      fs.writeFileSync(file, asciiJson(snapshot));
      expect(Object.keys(loadAdvisorySnapshot(file).technologies)).toEqual(['Café — CMS']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
