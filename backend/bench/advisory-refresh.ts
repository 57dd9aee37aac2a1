/**
 * Figures of the worker's advisory refresh (issue 20 §4): snapshot size and refresh time, side by side with the
 * snapshot bundled with the analyzer (the reference). The sources' published files are taken from local copies of
 * their repositories (bare git directories, as the `fetch` tool leaves them under /work/.mirror) and served by a local
 * HTTP server; the refresh then runs exactly as `AdvisoryRefreshService` runs it — the analyzer's `refreshAdvisories`
 * over a guarded `HttpClient` (loopback allowed here), the previous snapshot being the bundled one — and the result is
 * gzipped as `advisory_snapshot` stores it.
 *
 *   npx tsx backend/bench/advisory-refresh.ts [--mirror /work/.mirror] [--runs 3]
 *
 * Prints figures, asserts nothing. Apache httpd: one request per CVE record (244 files); FriendsOfPHP: one per YAML
 * file of the mapped packages.
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  HttpClient,
  loadAdvisorySnapshot,
  loadAdvisorySourceMapping,
  refreshAdvisories,
  type AdvisorySnapshot,
  type AdvisorySourceUrls,
} from '@stacklens/analyzer';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const mirror = arg('mirror', '/work/.mirror');
const runs = Number(arg('runs', '3'));

const git = (repo: string, args: string[]) =>
  execFileSync('git', ['--git-dir', path.join(mirror, repo, 'repo'), ...args], {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
const list = (repo: string, prefix: string) =>
  git(repo, ['ls-tree', '-r', '--name-only', 'HEAD', '--', prefix]).split('\n').filter(Boolean);
const read = (repo: string, file: string) => git(repo, ['show', `HEAD:${file}`]);

function figures(snapshot: AdvisorySnapshot) {
  const json = Buffer.from(JSON.stringify(snapshot));
  const technologies = Object.values(snapshot.technologies);
  return {
    technologies: technologies.length,
    advisories: technologies.reduce((n, t) => n + t.advisories.length, 0),
    jsonBytes: json.length,
    gzipBytes: gzipSync(json).length,
  };
}

async function main(): Promise<void> {
  const files = new Map<string, string>();
  files.set('/retire/jsrepository-v4.json', read('RetireJS+retire.js', 'repository/jsrepository-v4.json'));
  files.set('/nginx/security_advisories.xml', read('nginx+nginx.org', 'xml/en/security_advisories.xml'));
  for (const f of list('apache+httpd-site', 'content/security/json/').filter((f) => f.endsWith('.json')))
    files.set(`/httpd/${path.basename(f)}`, read('apache+httpd-site', f));
  const packages = Object.keys(loadAdvisorySourceMapping().sources.friendsofphp);
  for (const pkg of packages)
    for (const f of list('FriendsOfPHP+security-advisories', `${pkg}/`).filter((f) => /\.ya?ml$/.test(f)))
      files.set(`/friendsofphp/${f}`, read('FriendsOfPHP+security-advisories', f));

  const server = http.createServer((req, res) => {
    const body = files.get(req.url ?? '');
    if (body === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/plain' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const urls: AdvisorySourceUrls = {
    retire: `${base}/retire/jsrepository-v4.json`,
    nginx: `${base}/nginx/security_advisories.xml`,
    httpd: [...files.keys()].filter((k) => k.startsWith('/httpd/')).map((k) => base + k),
    friendsofphp: [...files.keys()].filter((k) => k.startsWith('/friendsofphp/')).map((k) => base + k),
  };
  const servedBytes = [...files.values()].reduce((n, body) => n + Buffer.byteLength(body), 0);

  const bundled = loadAdvisorySnapshot();
  const times: number[] = [];
  let last: AdvisorySnapshot | null = null;
  let outcome: Record<string, string> = {};
  for (let i = 0; i < runs; i++) {
    const client = new HttpClient({ allowPrivateNetworks: true });
    const started = performance.now();
    const result = await refreshAdvisories(
      urls,
      async (url, init) => {
        const response = await client.fetch(url, {
          timeoutMs: 120_000,
          maxBodyBytes: 64 * 1024 * 1024,
          ...(init.signal ? { signal: init.signal } : {}),
        });
        if (response.statusCode !== 200) throw new Error(`${url}: HTTP ${response.statusCode}`);
        return response.body.toString('utf8');
      },
      { previous: bundled },
    );
    times.push(performance.now() - started);
    await client.close();
    last = result.snapshot;
    outcome = result.outcome as Record<string, string>;
  }
  server.close();

  const refreshed = figures(last!);
  const reference = figures(bundled);
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
  console.log(`Advisory refresh from local copies (${mirror}), ${runs} run(s)`);
  console.log(
    `  requests per refresh: ${1 + 1 + urls.httpd!.length + urls.friendsofphp!.length} (${(servedBytes / 1e6).toFixed(2)} MB served)`,
  );
  console.log(`  per-source outcome:   ${JSON.stringify(outcome)}`);
  console.log(
    `  refresh time:         median ${median.toFixed(0)} ms (runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms)`,
  );
  console.log('');
  console.log('                        refreshed   bundled (reference)');
  for (const key of ['technologies', 'advisories', 'jsonBytes', 'gzipBytes'] as const)
    console.log(
      `  ${key.padEnd(20)} ${String(refreshed[key]).padStart(10)}   ${String(reference[key]).padStart(10)}`,
    );
  console.log(
    `  generatedAt          ${last!.generatedAt.padStart(10)}   ${bundled.generatedAt.padStart(10)}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
