import fc from 'fast-check';
import { classifyAddress, isForbiddenAddress, isAllowedAddress } from './address';

const octet = fc.integer({ min: 0, max: 255 });
const hex16 = fc.integer({ min: 0, max: 0xffff });
const v4 = (a: number, b: number, c: number, d: number) => `${a}.${b}.${c}.${d}`;

/** A public IPv4 address: outside every special-purpose range. */
const publicV4 = fc
  .tuple(fc.integer({ min: 1, max: 223 }), octet, octet, octet)
  .filter(([a, b, c]) => {
    if (a === 0 || a === 10 || a === 127) return false;
    if (a === 100 && b >= 64 && b <= 127) return false;
    if (a === 169 && b === 254) return false;
    if (a === 172 && b >= 16 && b <= 31) return false;
    if (a === 192 && (b === 168 || (b === 0 && (c === 0 || c === 2)) || (b === 88 && c === 99))) return false;
    if (a === 198 && (b === 18 || b === 19 || (b === 51 && c === 100))) return false;
    if (a === 203 && b === 0 && c === 113) return false;
    return true;
  })
  .map(([a, b, c, d]) => v4(a, b, c, d));

describe('classifyAddress / isForbiddenAddress (IPv4)', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'carrier-grade-nat'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.10', 'documentation'],
    ['198.51.100.1', 'documentation'],
    ['203.0.113.5', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    ['not-an-ip', 'invalid'],
    ['', 'invalid'],
    ['example.com', 'invalid'],
  ])('%s → %s', (ip, cls) => {
    expect(classifyAddress(ip)).toBe(cls);
    expect(isForbiddenAddress(ip)).toBe(cls !== 'public');
  });

  it('alternate textual forms of loopback/private are still forbidden', () => {
    for (const ip of [
      '127.1',
      '0x7f.0.0.1',
      '0177.0.0.1',
      '2130706433',
      '0x7f000001',
      '10.1',
      '[127.0.0.1]',
    ]) {
      expect(isForbiddenAddress(ip)).toBe(true);
    }
  });

  it('every 127.x, 10.x, 192.168.x, 169.254.x, 172.16-31.x, 100.64/10, 224+/4 is forbidden', () => {
    fc.assert(
      fc.property(octet, octet, octet, (b, c, d) => {
        expect(isForbiddenAddress(v4(127, b, c, d))).toBe(true);
        expect(isForbiddenAddress(v4(10, b, c, d))).toBe(true);
        expect(isForbiddenAddress(v4(192, 168, c, d))).toBe(true);
        expect(isForbiddenAddress(v4(169, 254, c, d))).toBe(true);
        expect(isForbiddenAddress(v4(172, 16 + (b % 16), c, d))).toBe(true);
        expect(isForbiddenAddress(v4(100, 64 + (b % 64), c, d))).toBe(true);
        expect(isForbiddenAddress(v4(224 + (b % 32), b, c, d))).toBe(true);
        expect(isForbiddenAddress(v4(0, b, c, d))).toBe(true);
      }),
    );
  });

  it('random public addresses are allowed', () => {
    fc.assert(fc.property(publicV4, (ip) => expect(classifyAddress(ip)).toBe('public')));
  });
});

describe('classifyAddress / isForbiddenAddress (IPv6)', () => {
  it.each([
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:8.8.8.8', 'public'],
    ['::ffff:0:10.0.0.1', 'private'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::8.8.8.8', 'public'],
    ['64:ff9b:1::1', 'reserved'],
    ['2002:0a00:0001::1', 'private'],
    ['2002:0808:0808::1', 'public'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'],
    ['::10.0.0.1', 'reserved'],
    ['::8.8.8.8', 'reserved'],
    ['::808:808', 'reserved'],
    ['100::1', 'reserved'],
    ['2606:4700:4700::1111', 'public'],
    ['2a00:1450:4001:82a::200e', 'public'],
  ])('%s → %s', (ip, cls) => {
    expect(classifyAddress(ip)).toBe(cls);
    expect(isForbiddenAddress(ip)).toBe(cls !== 'public');
  });

  it('every fc00::/7, fe80::/10, ff00::/8 address is forbidden, in compressed and full form', () => {
    const tail = fc.array(hex16, { minLength: 7, maxLength: 7 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0xfc00, max: 0xfdff }),
        fc.integer({ min: 0xfe80, max: 0xfebf }),
        fc.integer({ min: 0xff00, max: 0xffff }),
        tail,
        (ula, ll, mc, rest) => {
          for (const first of [ula, ll, mc]) {
            const parts = [first, ...rest].map((p) => p.toString(16));
            expect(isForbiddenAddress(parts.join(':'))).toBe(true);
            expect(isForbiddenAddress(parts.map((p) => p.padStart(4, '0').toUpperCase()).join(':'))).toBe(
              true,
            );
          }
        },
      ),
    );
  });

  it('IPv4-mapped addresses follow their embedded IPv4 (dotted and hex forms)', () => {
    fc.assert(
      fc.property(octet, octet, octet, (b, c, d) => {
        const hex = (x: number, y: number) => ((x << 8) | y).toString(16);
        expect(isForbiddenAddress(`::ffff:10.${b}.${c}.${d}`)).toBe(true);
        expect(isForbiddenAddress(`::ffff:${hex(10, b)}:${hex(c, d)}`)).toBe(true);
        expect(isForbiddenAddress(`0:0:0:0:0:ffff:127.${b}.${c}.${d}`)).toBe(true);
        expect(isForbiddenAddress(`::FFFF:192.168.${c}.${d}`)).toBe(true);
      }),
    );
    fc.assert(fc.property(publicV4, (ip) => expect(classifyAddress(`::ffff:${ip}`)).toBe('public')));
  });

  it('random global unicast addresses outside special ranges are allowed', () => {
    const globalV6 = fc
      .tuple(fc.integer({ min: 0x2400, max: 0x2dff }), fc.array(hex16, { minLength: 7, maxLength: 7 }))
      .map(([first, rest]) => [first, ...rest].map((p) => p.toString(16)).join(':'));
    fc.assert(fc.property(globalV6, (ip) => expect(classifyAddress(ip)).toBe('public')));
  });
});

describe('isAllowedAddress', () => {
  it('allows public addresses always and private ones only when configured, never link-local', () => {
    expect(isAllowedAddress('93.184.216.34')).toBe(true);
    expect(isAllowedAddress('127.0.0.1')).toBe(false);
    expect(isAllowedAddress('127.0.0.1', true)).toBe(true);
    expect(isAllowedAddress('10.1.2.3', true)).toBe(true);
    expect(isAllowedAddress('169.254.169.254', true)).toBe(false);
    expect(isAllowedAddress('fe80::1', true)).toBe(false);
    expect(isAllowedAddress('::ffff:169.254.169.254', true)).toBe(false);
    expect(isAllowedAddress('not-an-ip', true)).toBe(false);
  });
});
