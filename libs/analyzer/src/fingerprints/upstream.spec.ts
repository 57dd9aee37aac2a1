import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_UPSTREAM_DIR, UPSTREAM_SOURCE_FILE } from './load';

/** The reviewed upstream snapshot (`fingerprints/upstream/`, written by `npm run fingerprints:snapshot`). */
describe('upstream fingerprint snapshot', () => {
  const read = (file: string) => fs.readFileSync(path.join(DEFAULT_UPSTREAM_DIR, file), 'utf8');
  const source = JSON.parse(read(UPSTREAM_SOURCE_FILE)) as Record<string, unknown>;
  const technologiesText = read('technologies.json');
  const technologies = JSON.parse(technologiesText) as Record<string, unknown>;
  const categories = JSON.parse(read('categories.json')) as Record<string, unknown>;

  it('states its provenance and licence, and its counts are those of the data', () => {
    expect(source).toMatchObject({
      repository: 'https://github.com/enthec/webappanalyzer',
      licence: 'GPL-3.0',
      technologies: Object.keys(technologies).length,
      categories: Object.keys(categories).length,
    });
    expect(source.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(String(source.committedAt)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('keeps one technology per line in sorted order, so that a refresh is a reviewable diff', () => {
    const lines = technologiesText.trim().split('\n').slice(1, -1);
    expect(lines).toHaveLength(Object.keys(technologies).length);
    const names = lines.map((line) => JSON.parse(line.slice(0, line.indexOf('": ') + 1)) as string);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
