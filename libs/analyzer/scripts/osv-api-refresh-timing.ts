/**
 * `npm run advisories:osv-api-timing` — cost of the `osvApi` source in a refresh (issue 20 §1–4), side by side in one
 * run: {@link refreshAdvisories} against a loopback server speaking osv.dev's wire format (`POST /v1/querybatch`
 * with paging, `GET /v1/vulns/{id}`), without `osvApi`, with it, with it behind a simulated round trip, and again
 * from that refresh's snapshot with nothing modified (the daily case: records reused, not fetched).
 * The machine is offline, so the volume is synthetic: `--advisories N` (default 1500, about what GitHub's database
 * holds for the mapped packages) GHSA records shaped like GHSA-gxr4-xjj5-5px2, spread over the mapping's npm
 * packages, plus one `MAL-` entry per 10 packages (listed, never fetched); every 50th package pages once.
 *
 *   npm run advisories:osv-api-timing -w @stacklens/analyzer -- [--advisories 1500] [--latency-ms 20]
 */
import http from 'node:http';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { refreshAdvisories, type FetchText } from '../src/vulnerabilities/refresh';
import { loadAdvisorySnapshot, loadAdvisorySourceMapping } from '../src/vulnerabilities/snapshot';

const fetchText: FetchText = async (url, init) => {
  const response = await fetch(url, {
    signal: init.signal,
    method: init.method ?? 'GET',
    ...(init.body !== undefined ? { body: init.body, headers: { 'content-type': 'application/json' } } : {}),
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
};

/** A GHSA id from a number, in GitHub's alphabet. */
const ghsa = (n: number): string => {
  const alphabet = '23456789cfghjmpqrvwx';
  let digits = '';
  for (let i = 0, v = n; i < 12; i++, v = Math.floor(v / alphabet.length))
    digits += alphabet[v % alphabet.length];
  return `GHSA-${digits.slice(0, 4)}-${digits.slice(4, 8)}-${digits.slice(8)}`;
};

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const opt = (name: string, fallback: number): number => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? Number(argv[i + 1]) : fallback;
  };
  const total = opt('advisories', 1500);
  const latencyMs = opt('latency-ms', 20);
  const mapping = loadAdvisorySourceMapping();
  const packages = Object.keys(mapping.sources.osv);
  // package → its advisory ids (first page, second page)
  const byPackage = new Map<string, string[]>(packages.map((p) => [p, []]));
  const records = new Map<string, unknown>();
  for (let n = 0; n < total; n++) {
    const name = packages[n % packages.length];
    const id = ghsa(n + 1);
    byPackage.get(name)!.push(id);
    records.set(id, {
      schema_version: '1.4.0',
      id,
      modified: '2026-01-01T00:00:00Z',
      published: `20${String(10 + (n % 16)).padStart(2, '0')}-04-29T22:18:55Z`,
      aliases: [`CVE-2026-${10000 + n}`],
      summary: `Cross-site scripting in ${name}`,
      details: `### Impact\nPassing HTML from untrusted sources to ${name} may execute untrusted code.\n\n### Patches\nFixed in 99.0.${n}.`,
      severity: [{ type: 'CVSS_V3', score: 'CVSS:3.1/AV:N/AC:H/PR:N/UI:R/S:C/C:H/I:L/A:N' }],
      affected: [
        {
          package: { ecosystem: 'npm', name },
          ranges: [{ type: 'ECOSYSTEM', events: [{ introduced: '0' }, { fixed: `99.0.${n}` }] }],
        },
      ],
      references: [{ type: 'ADVISORY', url: `https://github.com/advisories/${id}` }],
      database_specific: { cwe_ids: ['CWE-79'], severity: 'MODERATE', github_reviewed: true },
    });
  }
  let delay = 0;
  const counts = { querybatch: 0, vulns: 0 };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    res.setHeader('content-type', 'application/json');
    if (req.method === 'POST' && req.url === '/v1/querybatch') {
      counts.querybatch++;
      const { queries } = JSON.parse(Buffer.concat(chunks).toString()) as {
        queries: Array<{ package: { name: string }; page_token?: string }>;
      };
      const results = queries.map((q, i) => {
        const ids = byPackage.get(q.package.name) ?? [];
        const pages = packages.indexOf(q.package.name) % 50 === 0 && ids.length > 1;
        const half = pages ? Math.ceil(ids.length / 2) : ids.length;
        const page = q.page_token ? ids.slice(half) : ids.slice(0, half);
        const vulns = page.map((id) => ({ id, modified: '2026-01-01T00:00:00Z' }));
        if (!q.page_token && i % 10 === 0)
          vulns.push({ id: `MAL-2026-${i}`, modified: '2026-01-01T00:00:00Z' });
        return {
          ...(vulns.length ? { vulns } : {}),
          ...(pages && !q.page_token ? { next_page_token: 'p2' } : {}),
        };
      });
      res.end(JSON.stringify({ results }));
      return;
    }
    const id = /^\/v1\/vulns\/(.+)$/.exec(req.url ?? '')?.[1];
    if (id && records.has(id)) {
      counts.vulns++;
      res.end(JSON.stringify(records.get(id)));
      return;
    }
    res.statusCode = 404;
    res.end('{"code":5,"message":"Bug not found."}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const bundled = loadAdvisorySnapshot();
  let last = bundled;
  const run = async (label: string, osvApi: boolean, latency: number, previous = bundled) => {
    delay = latency;
    counts.querybatch = 0;
    counts.vulns = 0;
    const started = performance.now();
    const { snapshot, outcome } = await refreshAdvisories(osvApi ? { osvApi: base } : {}, fetchText, {
      previous,
      mapping,
    });
    last = snapshot;
    const ms = performance.now() - started;
    const osvAdvisories = Object.values(snapshot.technologies)
      .flatMap((t) => t.advisories)
      .filter((a) => a.source === 'osv').length;
    return {
      run: label,
      'refresh ms': Math.round(ms),
      querybatch: counts.querybatch,
      'vulns GETs': counts.vulns,
      'osv outcome': outcome.osv,
      'osv advisories': osvAdvisories,
      technologies: Object.keys(snapshot.technologies).length,
      'snapshot bytes': JSON.stringify(snapshot).length,
    };
  };
  const rows = [
    await run('without osvApi', false, 0),
    await run('osvApi, loopback', true, 0),
    await run(`osvApi, ${latencyMs} ms per request`, true, latencyMs),
  ];
  rows.push(await run(`osvApi again, nothing modified, ${latencyMs} ms`, true, latencyMs, last));
  server.close();
  console.log(
    `osvApi refresh timing: ${packages.length} mapped npm packages, ${total} synthetic GHSA records; load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, ${os.cpus().length} CPUs`,
  );
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
