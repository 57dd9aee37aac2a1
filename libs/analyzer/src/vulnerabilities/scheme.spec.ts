import { compareInScheme, compareVendor } from './scheme';

const sign = (n: number | null) => (n === null ? null : Math.sign(n));

describe('vendor scheme (servers, PHP applications)', () => {
  it.each([
    ['2.4.9', '2.4.49', -1], // numeric, not textual: 9 < 49
    ['2.4', '2.4.0', 0], // missing segments are 0
    ['4.9.11.1', '4.9.11', 1], // a 4th segment counts
    ['4.9.0-rc1', '4.9.0', -1], // pre-release before the release
    ['5.0.0-alpha1', '5.0.0-beta2', -1],
    ['1.0.2k', '1.0.2', 1], // OpenSSL's letter releases come after
    ['1.0.2k', '1.0.2m', -1],
    ['1.19.10', '1.19.9', 1],
  ])('%s vs %s → %d', (a, b, expected) => {
    expect(sign(compareVendor(a, b))).toBe(expected);
  });

  it('is null for text without a leading number', () => {
    expect(compareVendor('latest', '1.0')).toBeNull();
  });
});

describe('semver scheme (npm libraries)', () => {
  it.each([
    ['3.4.1', '3.5.0', -1],
    ['3.10.0', '3.9.9', 1],
    ['1.9.0b1', '1.9.0', -1], // retire.js writes pre-releases without a hyphen
    ['3.0.0-rc.1', '3.0.0', -1],
    ['1.12', '1.12.0', 0], // coerced
  ])('%s vs %s → %d', (a, b, expected) => {
    expect(sign(compareInScheme('semver', a, b))).toBe(expected);
  });

  it('differs from the vendor scheme on a 4th segment', () => {
    // semver coerces 4-part versions to their first three numbers; the vendor scheme keeps the 4th
    expect(sign(compareInScheme('semver', '4.9.11.1', '4.9.11'))).toBe(0);
    expect(sign(compareInScheme('vendor', '4.9.11.1', '4.9.11'))).toBe(1);
  });
});
