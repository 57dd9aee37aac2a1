import { loadVersionSourceMapping } from './mapping';
import { loadLatestVersionTable, manualLatestVersions } from './manual';
import fs from 'node:fs';
import { DEFAULT_LATEST_VERSIONS_FILE } from './manual';

describe('bundled latest-version table (data/latest-versions.json)', () => {
  const table = loadLatestVersionTable();
  const mapping = loadVersionSourceMapping();

  it('has a value for every npm and manual entry of the mapping, from the mapped package', () => {
    const packages = (
      JSON.parse(fs.readFileSync(DEFAULT_LATEST_VERSIONS_FILE, 'utf8')) as {
        packages: Record<string, string>;
      }
    ).packages;
    for (const [name, entry] of Object.entries(mapping)) {
      if (entry.source === 'npm') {
        expect([name, table.versions[name]]).toEqual([name, expect.stringMatching(/^\d/)]);
        expect([name, packages[name]]).toEqual([name, entry.id]);
      }
      if (entry.source === 'manual') expect(table.versions[name]).toBe(entry.manual);
    }
    expect(table.checkedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('serves the CLI lookup', () => {
    const lookup = manualLatestVersions(table);
    expect(lookup('jQuery', '1.12.4')?.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(lookup('IIS', '8.5')).toEqual({ version: '10.0' });
  });
});
