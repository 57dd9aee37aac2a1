import { compareLooseVersions, compareVersions, parseLooseVersion } from './compare';

describe('compareVersions', () => {
  it.each([
    ['3.7.1', '3.7.1', 'up-to-date'],
    ['3.7.2', '3.7.1', 'up-to-date'],
    ['3.7.0', '3.7.1', 'patch-behind'],
    ['3.6.4', '3.7.1', 'minor-behind'],
    ['1.12.4', '3.7.1', 'major-behind'],
    ['v2.0', '2.1.0', 'minor-behind'],
    ['1.2.3.4', '1.2.3.5', 'patch-behind'],
    ['1.2.3.5', '1.2.3.4', 'up-to-date'],
    ['2024.01.05', '2025.02.01', 'major-behind'],
    ['2024.01.05', '2024.03.01', 'minor-behind'],
    ['3', '3.7.1', 'up-to-date'],
    ['3.6', '3.7.1', 'minor-behind'],
    ['8.2.13-1ubuntu1', '8.3.0', 'minor-behind'],
  ] as const)('%s vs latest %s → %s', (detected, latest, status) => {
    expect(compareVersions(detected, { version: latest })).toBe(status);
  });

  it('end of life wins when the lookup says so', () => {
    expect(compareVersions('7.4.33', { version: '8.3.0', endOfLife: true })).toBe('end-of-life');
    expect(compareVersions('8.3.0', { version: '8.3.0', endOfLife: false })).toBe('up-to-date');
  });

  it('unknown when a side is missing or unparseable', () => {
    expect(compareVersions(null, { version: '1.0.0' })).toBe('unknown');
    expect(compareVersions('1.0.0', null)).toBe('unknown');
    expect(compareVersions('beta', { version: '1.0.0' })).toBe('unknown');
    expect(compareVersions('1.0', { version: 'latest' })).toBe('unknown');
    expect(compareVersions('', { version: '1.0' })).toBe('unknown');
  });

  it('parseLooseVersion keeps precision and the 4th segment', () => {
    const p = parseLooseVersion('v1.2.3.4-rc1')!;
    expect([p.core.version, p.fourth, p.precision]).toEqual(['1.2.3', 4, 4]);
    expect(parseLooseVersion('5')!.precision).toBe(1);
    expect(parseLooseVersion('none')).toBeNull();
  });
});

describe('compareVersions edge cases', () => {
  it.each([
    ['V3.7.1', 'v3.7.1', 'up-to-date'],
    ['v1.2.3.4', '1.2.4', 'patch-behind'],
    ['10.0.19041.1', '10.0.19041.2', 'patch-behind'],
    ['2023.10', '2024.1.0', 'major-behind'],
    ['20240105', '20250101', 'major-behind'],
    ['1.0.0-rc.1', '1.0.0', 'up-to-date'],
    ['4.0.0', '3.9.9', 'up-to-date'],
  ] as const)('%s vs latest %s → %s', (detected, latest, status) => {
    expect(compareVersions(detected, { version: latest })).toBe(status);
  });
});

describe('compareLooseVersions', () => {
  it('orders tolerant versions', () => {
    const sorted = ['8.4.14', 'v8.1.33', '5.6.40', '8.4.2', '1.2.3.10', '1.2.3.9', 'n/a'].sort(
      compareLooseVersions,
    );
    expect(sorted).toEqual(['n/a', '1.2.3.9', '1.2.3.10', '5.6.40', 'v8.1.33', '8.4.2', '8.4.14']);
    expect(compareLooseVersions('2024.01.05', '2024.1.5')).toBe(0);
  });
});
