import fs from 'node:fs';
import path from 'node:path';
import { advisorySourceInfo } from './credits';
import { loadAdvisorySnapshot } from './snapshot';
import { ADVISORY_SOURCE_IDS } from './types';

describe('advisorySourceInfo', () => {
  it('credits every source with a name, a licence and an https URL', () => {
    for (const id of ADVISORY_SOURCE_IDS) {
      const info = advisorySourceInfo(id)!;
      expect(info.id).toBe(id);
      expect(info.name.length).toBeGreaterThan(3);
      expect(info.licence).toMatch(/^[A-Za-z0-9.-]+(?: OR [A-Za-z0-9.-]+)*$/);
      expect(info.url).toMatch(/^https:\/\//);
    }
    expect(advisorySourceInfo('osv')).toEqual({
      id: 'osv',
      name: 'GitHub Advisory Database',
      licence: 'CC-BY-4.0',
      url: 'https://github.com/advisories',
    });
  });

  it('returns null for an unknown id', () => {
    expect(advisorySourceInfo('snyk')).toBeNull();
    expect(advisorySourceInfo('toString')).toBeNull();
  });

  it('every source of the bundled snapshot is credited, with its licence in NOTICE.md', () => {
    const notice = fs.readFileSync(path.join(__dirname, '..', '..', 'NOTICE.md'), 'utf8');
    const used = new Set(Object.values(loadAdvisorySnapshot().technologies).flatMap((t) => t.sources));
    for (const id of used) {
      const info = advisorySourceInfo(id);
      expect(info).not.toBeNull();
      expect(notice).toContain(info!.licence);
      expect(notice).toContain(info!.name);
    }
  });
});
