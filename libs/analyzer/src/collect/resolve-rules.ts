/**
 * `--resolve` rules in curl's syntax (`host:port:address[,address…]`, https://curl.se/docs/manpage.html#--resolve):
 * they map a host name and port to addresses without DNS or /etc/hosts. Used by tests and evaluations to point
 * names such as `wp.fixture.test` at 127.0.0.1. A mapped address still passes the SSRF guard (so mapping a name to
 * 127.0.0.1 also needs `allowPrivateNetworks`). Not supported from curl: the `*` wildcard host and `+`/`-` prefixes.
 */
import net from 'node:net';
import { AnalyzerError } from '../errors';

/** One parsed rule. */
export interface ResolveRule {
  /** Host name, lowercased, without a trailing dot. */
  host: string;
  /** TCP port 1–65535. */
  port: number;
  /** One or more IP addresses (IPv6 without brackets), tried in order. */
  addresses: string[];
}

const HOST_RE =
  /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*$/;

/**
 * Parses one rule such as `wp.fixture.test:8080:127.0.0.1` or `example.com:443:[::1],127.0.0.1`.
 * @throws AnalyzerError `invalid-url` with a message naming the faulty part (host, port or address).
 */
export function parseResolveRule(rule: string): ResolveRule {
  const text = String(rule ?? '').trim();
  const first = text.indexOf(':');
  const second = first < 0 ? -1 : text.indexOf(':', first + 1);
  if (first < 0 || second < 0) {
    throw new AnalyzerError('invalid-url', `Invalid resolve rule "${text}": expected host:port:address.`);
  }
  const host = text.slice(0, first).toLowerCase().replace(/\.$/, '');
  const portText = text.slice(first + 1, second);
  const addressText = text.slice(second + 1);
  if (!HOST_RE.test(host))
    throw new AnalyzerError('invalid-url', `Invalid resolve rule "${text}": "${host}" is not a host name.`);
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : NaN;
  if (!(port >= 1 && port <= 65535))
    throw new AnalyzerError(
      'invalid-url',
      `Invalid resolve rule "${text}": "${portText}" is not a port (1-65535).`,
    );
  const addresses = addressText.split(',').map((a) => a.trim().replace(/^\[(.*)\]$/, '$1'));
  if (addresses.length === 0 || addresses.some((a) => net.isIP(a) === 0)) {
    throw new AnalyzerError(
      'invalid-url',
      `Invalid resolve rule "${text}": "${addressText}" is not an IP address (list).`,
    );
  }
  return { host, port, addresses };
}

/** Parses a list of rules (e.g. the CLI's repeated `--resolve`, the worker's comma-free `ANALYZER_RESOLVE` items). */
export function parseResolveRules(rules: readonly string[] | undefined): ResolveRule[] {
  return (rules ?? []).map(parseResolveRule);
}

/** The addresses a rule maps `host`:`port` to, or null when no rule matches. `host` is compared case-insensitively. */
export function findResolveRule(
  rules: readonly ResolveRule[],
  host: string,
  port: number,
): ResolveRule | null {
  const name = host.toLowerCase().replace(/\.$/, '');
  return rules.find((r) => r.host === name && r.port === port) ?? null;
}

/** True when some rule maps `host` (any port): such names are private to this run and get no public DNS lookups. */
export function isMappedHost(rules: readonly ResolveRule[], host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return rules.some((r) => r.host === name);
}
