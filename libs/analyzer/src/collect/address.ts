/**
 * SSRF address classification. The analyzer only connects to `public` addresses (DESIGN.md §4) unless
 * `allowPrivateNetworks` is set. Ranges come from the IANA IPv4/IPv6 Special-Purpose Address Registries
 * (RFC 6890 and successors) as encoded by `ipaddr.js`, with these choices:
 * - IPv4-mapped (`::ffff:a.b.c.d`), IPv4-translated (`::ffff:0:a.b.c.d`, RFC 6145) and NAT64 (`64:ff9b::/96`, RFC 6052)
 *   addresses are classified by their embedded IPv4 address; the NAT64 local-use prefix `64:ff9b:1::/48` is reserved.
 * - 6to4 (`2002::/16`) is classified by its embedded IPv4 address (a 6to4 address wrapping 10.0.0.1 is private);
 *   Teredo (`2001::/32`, client address obfuscated, no legitimate web server uses it) is reserved, i.e. forbidden.
 * - Deprecated IPv4-compatible addresses (`::a.b.c.d`) and everything outside global unicast `2000::/3` are reserved.
 * - Anything that does not parse as an address is `invalid` and forbidden (fail closed).
 */
import ipaddr from 'ipaddr.js';

/** Classes of an IP address. Only `public` is allowed by the guard. */
export type AddressClass =
  | 'public'
  | 'private'
  | 'loopback'
  | 'link-local'
  | 'multicast'
  | 'reserved'
  | 'unspecified'
  | 'carrier-grade-nat'
  | 'unique-local'
  | 'broadcast'
  | 'documentation'
  | 'benchmarking'
  | 'invalid';

const IPV4_CLASS: Record<string, AddressClass> = {
  unspecified: 'unspecified',
  broadcast: 'broadcast',
  multicast: 'multicast',
  linkLocal: 'link-local',
  loopback: 'loopback',
  carrierGradeNat: 'carrier-grade-nat',
  private: 'private',
  reserved: 'reserved',
  // Globally routed anycast services (AS112 DNS sinks, AMT relays): ordinary public destinations.
  as112: 'public',
  amt: 'public',
  unicast: 'public',
};

const IPV4_DOCUMENTATION = ['192.0.2.0/24', '198.51.100.0/24', '203.0.113.0/24'].map((c) =>
  ipaddr.IPv4.parseCIDR(c),
);
const IPV4_BENCHMARKING = ipaddr.IPv4.parseCIDR('198.18.0.0/15');
const IPV6_DOCUMENTATION = ['2001:db8::/32', '3fff::/20'].map((c) => ipaddr.IPv6.parseCIDR(c));
const IPV6_GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');
const IPV6_COMPATIBLE = ipaddr.IPv6.parseCIDR('::/96');

function classifyV4(addr: ipaddr.IPv4): AddressClass {
  if (IPV4_DOCUMENTATION.some((cidr) => addr.match(cidr))) return 'documentation';
  if (addr.match(IPV4_BENCHMARKING)) return 'benchmarking';
  return IPV4_CLASS[addr.range()] ?? 'reserved';
}

function embeddedV4(parts: number[], hiIndex: number): ipaddr.IPv4 {
  const hi = parts[hiIndex];
  const lo = parts[hiIndex + 1];
  return new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
}

function classifyV6(addr: ipaddr.IPv6): AddressClass {
  // `range()` names beyond ipaddr.js's declared union (e.g. deprecatedSiteLocal) exist at runtime.
  const range: string = addr.range();
  if (IPV6_DOCUMENTATION.some((cidr) => addr.match(cidr))) return 'documentation';
  switch (range) {
    case 'unspecified':
      return 'unspecified';
    case 'loopback':
      return 'loopback';
    case 'linkLocal':
      return 'link-local';
    case 'multicast':
      return 'multicast';
    case 'uniqueLocal':
      return 'unique-local';
    case 'deprecatedSiteLocal':
      return 'private';
    case 'ipv4Mapped':
      return classifyV4(addr.toIPv4Address());
    case 'rfc6145':
    case 'rfc6052': {
      // 64:ff9b::/96 and ::ffff:0:0/96 embed the IPv4 address in the low 32 bits; 64:ff9b:1::/48 is local use.
      if (range === 'rfc6052' && addr.parts[2] !== 0) return 'reserved';
      return classifyV4(embeddedV4(addr.parts, 6));
    }
    case '6to4':
      return classifyV4(embeddedV4(addr.parts, 1));
    case 'teredo':
      return 'reserved';
    case 'benchmarking':
      return 'benchmarking';
    case 'amt':
    case 'as112v6':
      break;
    case 'unicast':
      break;
    default:
      return 'reserved';
  }
  if (addr.match(IPV6_COMPATIBLE)) return 'reserved';
  if (!addr.match(IPV6_GLOBAL_UNICAST)) return 'reserved';
  return 'public';
}

/**
 * Classifies an IP address given as text.
 * Accepts dotted IPv4 and the alternate forms `ipaddr.js` parses (`127.1`, `0x7f.0.0.1`, `2130706433`), IPv6 in any
 * notation (compressed, mixed `::ffff:1.2.3.4`, bracketed `[::1]`, with a zone id `fe80::1%eth0`).
 * @param ip an IP address literal (not a host name)
 * @returns the address class; `invalid` when `ip` is not an IP address. Never throws.
 */
export function classifyAddress(ip: string): AddressClass {
  if (typeof ip !== 'string') return 'invalid';
  let text = ip.trim();
  if (text.startsWith('[') && text.endsWith(']')) text = text.slice(1, -1);
  if (!text) return 'invalid';
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    if (!ipaddr.isValid(text)) return 'invalid';
    addr = ipaddr.parse(text);
  } catch {
    return 'invalid';
  }
  if (addr.kind() === 'ipv4') return classifyV4(addr as ipaddr.IPv4);
  // ipaddr.js reads the deprecated IPv4-compatible form `::a.b.c.d` as IPv4-mapped; the OS does not: reserved.
  if (/^[0:]*:(\d{1,3}\.){3}\d{1,3}$/.test(text)) return 'reserved';
  return classifyV6(addr as ipaddr.IPv6);
}

/**
 * True unless `ip` is a public (globally routable unicast) address: private, loopback, link-local, multicast,
 * reserved, unspecified, carrier-grade NAT, unique-local, broadcast, documentation, benchmarking and unparsable
 * input are all forbidden. The analyzer refuses to connect to a forbidden address unless `allowPrivateNetworks`.
 * @param ip an IP address literal; see {@link classifyAddress} for the accepted forms and the range choices.
 */
export function isForbiddenAddress(ip: string): boolean {
  return classifyAddress(ip) !== 'public';
}

/**
 * The guard's verdict for one address: public addresses are always allowed; with `allowPrivateNetworks` every
 * other class is allowed too EXCEPT link-local (169.254.0.0/16, fe80::/10, and their IPv4-mapped forms), where
 * cloud metadata services answer: no legitimate analysis targets them, so no configuration opens them.
 * @param ip an IP address literal
 * @param allowPrivateNetworks the analyzer's configuration flag (tests, local evaluation)
 */
export function isAllowedAddress(ip: string, allowPrivateNetworks = false): boolean {
  const cls = classifyAddress(ip);
  if (cls === 'public') return true;
  return allowPrivateNetworks && cls !== 'link-local' && cls !== 'invalid';
}
