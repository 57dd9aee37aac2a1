/**
 * DNS records of the registrable domain for the fingerprint `dns` patterns (MX, TXT, NS, SOA) and the CNAME of the
 * page's host name. Uses a dedicated `node:dns/promises` Resolver (short timeout, one try); any failure yields no
 * records for that type — DNS never fails an analysis. Skipped for IP literals and for hosts mapped by a resolve rule
 * (such names are private to the run and must not leak to public DNS).
 */
import { Resolver } from 'node:dns/promises';
import net from 'node:net';
import type { DnsRecordType } from '../types';
import { registrableDomain } from './registrable-domain';
import { isMappedHost, type ResolveRule } from './resolve-rules';

/** Options of {@link collectDns}. */
export interface DnsOptions {
  /** Per-query timeout and overall bound, ms. Default 2000. */
  timeoutMs?: number;
  /** Resolve rules: a mapped host is skipped. */
  resolve?: readonly ResolveRule[];
  /** DNS servers (`ip` or `ip:port`); default: the system's. */
  servers?: string[];
  signal?: AbortSignal;
}

/**
 * Looks up MX, TXT, NS, SOA of the registrable domain (`tldts` getDomain: `blog.example.co.uk` → `example.co.uk`)
 * and CNAME of `host`.
 * @param host the page's host name (brackets allowed for IPv6)
 * @returns record type → values as text: MX `10 mx.example.com`, TXT chunks joined, SOA
 *   `nsname hostmaster serial refresh retry expire minttl`. Types without an answer are absent. Never throws.
 */
export async function collectDns(
  host: string,
  options: DnsOptions = {},
): Promise<Partial<Record<DnsRecordType, string[]>>> {
  const name = host
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/\.$/, '');
  if (!name || net.isIP(name) || isMappedHost(options.resolve ?? [], name)) return {};
  const domain = registrableDomain(name);
  if (!domain) return {};
  const timeoutMs = options.timeoutMs ?? 2000;
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  if (options.servers?.length) resolver.setServers(options.servers);
  const out: Partial<Record<DnsRecordType, string[]>> = {};
  const settle = async (type: DnsRecordType, query: () => Promise<string[]>) => {
    try {
      const values = await query();
      if (values.length) out[type] = values;
    } catch {
      // no answer, NXDOMAIN, timeout: no records of this type
    }
  };
  const all = Promise.all([
    settle('MX', async () => (await resolver.resolveMx(domain)).map((r) => `${r.priority} ${r.exchange}`)),
    settle('TXT', async () => (await resolver.resolveTxt(domain)).map((chunks) => chunks.join(''))),
    settle('NS', () => resolver.resolveNs(domain)),
    settle('SOA', async () => {
      const r = await resolver.resolveSoa(domain);
      return [`${r.nsname} ${r.hostmaster} ${r.serial} ${r.refresh} ${r.retry} ${r.expire} ${r.minttl}`];
    }),
    settle('CNAME', () => resolver.resolveCname(name)),
  ]);
  let timer: NodeJS.Timeout | undefined;
  const onAbort = () => resolver.cancel();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await Promise.race([
      all,
      new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          resolver.cancel();
          resolve();
        }, timeoutMs + 500);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
  return { ...out };
}
