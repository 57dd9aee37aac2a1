import { endOfLifeFor, isCycleEndOfLife, latestVersionLookupFrom, numericSegments } from './lookup';
import { VersionSourceError, type LatestRelease, type ReleaseCycle } from './types';

const now = new Date('2026-11-21T00:00:00Z');
const cycle = (name: string, eol: boolean | string, latest: string | null = null): ReleaseCycle => ({
  cycle: name,
  latest,
  eol,
});

const php: LatestRelease = {
  version: '8.4.14',
  cycles: [
    cycle('8.4', '2028-12-31', '8.4.14'),
    cycle('8.3', '2027-12-31'),
    cycle('8.1', '2025-12-31'),
    cycle('7.4', true),
    cycle('5.6', true),
    cycle('5.5', true),
  ],
};
const node: LatestRelease = {
  version: '25.2.0',
  cycles: [cycle('25', '2027-06-01'), cycle('24', '2028-04-30'), cycle('22', '2027-04-30')],
};

describe('end of life of a detected version', () => {
  it.each([
    ['8.4.2', false],
    ['8.3.0', false],
    ['8.1.27', true], // dated end of life passed
    ['7.4.33', true],
    ['v7.4.3-1ubuntu', true],
    ['8.4', false],
    ['5', true], // every 5.x cycle is end of life
    ['8', null], // 8.x cycles disagree
    ['8.2.1', null], // no such cycle
    ['9.0.0', null],
    ['unknown', null],
  ] as const)('PHP %s → %s', (version, expected) => {
    expect(endOfLifeFor(php.cycles, version, now)).toBe(expected);
  });

  it('major-only cycles (Node.js): 22.11.0 is in cycle 22', () => {
    expect(endOfLifeFor(node.cycles, '22.11.0', now)).toBe(false);
    expect(endOfLifeFor(node.cycles, '25.0.0', now)).toBe(false);
    expect(endOfLifeFor(node.cycles, '25.0.0', new Date('2027-07-01'))).toBe(true);
    expect(endOfLifeFor(node.cycles, '18.0.0', now)).toBeNull();
  });

  it('the longest matching cycle wins; codename and undated cycles are handled', () => {
    const cycles = [cycle('2', true), cycle('2.4', false), cycle('bookworm', true), cycle('3', 'not a date')];
    expect(endOfLifeFor(cycles, '2.4.62', now)).toBe(false);
    expect(endOfLifeFor(cycles, '2.2.34', now)).toBe(true);
    expect(endOfLifeFor(cycles, '3.0', now)).toBeNull();
    expect(isCycleEndOfLife(cycle('x', '2026-11-21'), now)).toBe(true);
    expect(endOfLifeFor(null, '1.0', now)).toBeNull();
    expect(endOfLifeFor(cycles, null, now)).toBeNull();
  });

  it('numericSegments keeps leading zeros out', () => {
    expect(numericSegments('10.04.4')).toEqual([10, 4, 4]);
    expect(numericSegments('V1.2')).toEqual([1, 2]);
    expect(numericSegments('jessie')).toBeNull();
  });
});

describe('latestVersionLookupFrom', () => {
  it('returns the latest version overall and the end of life of the detected cycle', () => {
    const lookup = latestVersionLookupFrom({ PHP: php, jQuery: { version: '4.0.0' } }, { now: () => now });
    expect(lookup('PHP', '7.4.33')).toEqual({ version: '8.4.14', endOfLife: true });
    expect(lookup('PHP', '8.4.1')).toEqual({ version: '8.4.14', endOfLife: false });
    expect(lookup('PHP', '9.1')).toEqual({ version: '8.4.14' });
    expect(lookup('PHP', null)).toEqual({ version: '8.4.14' });
    expect(lookup('jQuery', '1.12.4')).toEqual({ version: '4.0.0' });
    expect(lookup('jquery', '3.7.1')).toEqual({ version: '4.0.0' });
    expect(lookup('Unknown', '1.0')).toBeNull();
  });

  it('accepts a refresh result Map and skips its errors; accepts catalogue-shaped records', () => {
    const refreshed = new Map<string, LatestRelease | VersionSourceError>([
      ['Node.js', node],
      ['Broken', new VersionSourceError('timeout', 'x')],
    ]);
    const lookup = latestVersionLookupFrom(refreshed, { now: () => now });
    expect(lookup('Node.js', '22.1.0')).toEqual({ version: '25.2.0', endOfLife: false });
    expect(lookup('Broken', '1.0')).toBeNull();

    const rows = [['Nginx', { version: '1.29.3', cycles: [{ cycle: '1.18', eol: true }] }]] as const;
    expect(latestVersionLookupFrom(rows)('Nginx', '1.18.0')).toEqual({ version: '1.29.3', endOfLife: true });
  });
});
