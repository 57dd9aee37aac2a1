/**
 * `npm run advisories:refresh-timing` — refresh time of the advisory snapshot (issue 20 §4): serves the sources'
 * published files from local copies (bare git directories, as the `fetch` tool leaves them) on a loopback HTTP
 * server, runs {@link refreshAdvisories} against it with Node's fetch — one request per file, as the worker does —
 * and prints the time, the request count, the outcome per source and the snapshot size next to the bundled one.
 *
 *   npm run advisories:refresh-timing -w @stacklens/analyzer -- --retire <RetireJS/retire.js> \
 *     --friendsofphp <FriendsOfPHP/security-advisories> --httpd <apache/httpd-site> --nginx <nginx/nginx.org> \
 *     --govulndb <golang/vulndb> --pypa <pypa/advisory-database> --roundcube <roundcube/roundcubemail> \
 *     --php <php/web-php> --rubysec <rubysec/ruby-advisory-db> --lighttpd <lighttpd/lighttpd1.4> --git <git/git> \
 *     --jetty <jetty/jetty.project>
 *
 * Only the files the mapping needs are served (FriendsOfPHP: the mapped packages' YAML files; Go: the records
 * naming a mapped module), as a worker's configured URL lists would name them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { refreshAdvisories, type AdvisorySourceUrls } from '../src/vulnerabilities/refresh';
import { DEFAULT_ADVISORY_SNAPSHOT_FILE, loadAdvisorySourceMapping } from '../src/vulnerabilities/snapshot';

const git = (dir: string, args: string[]): string =>
  execFileSync('git', ['--git-dir', dir, ...args], {
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
const list = (dir: string, prefix: string): string[] =>
  git(dir, ['ls-tree', '-r', '--name-only', 'HEAD', '--', prefix]).split('\n').filter(Boolean);
const grep = (dir: string, prefix: string, needles: string[]): string[] => {
  try {
    return git(dir, ['grep', '-l', '-F', ...needles.flatMap((n) => ['-e', n]), 'HEAD', '--', prefix])
      .split('\n')
      .filter(Boolean)
      .map((l) => l.replace(/^HEAD:/, ''));
  } catch {
    return [];
  }
};

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const opt = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const names = loadAdvisorySourceMapping().sources;
  // path on the server → [git dir, ref:file]
  const files = new Map<string, [string, string]>();
  const serve = (source: string, dir: string, ref: string, file: string): string => {
    const route = `/${source}/${ref}/${file}`;
    files.set(route, [dir, `${ref}:${file}`]);
    return route;
  };
  const routes: Record<string, string[]> = {};
  const add = (source: string, dir: string | undefined, pick: (dir: string) => Array<[string, string]>) => {
    if (dir) routes[source] = pick(dir).map(([ref, file]) => serve(source, dir, ref, file));
  };
  add('retire', opt('retire'), () => [['HEAD', 'repository/jsrepository-v4.json']]);
  add('nginx', opt('nginx'), () => [['HEAD', 'xml/en/security_advisories.xml']]);
  add('httpd', opt('httpd'), (d) =>
    list(d, 'content/security/json/')
      .filter((f) => /CVE-[\d-]+\.json$/.test(f))
      .map((f) => ['HEAD', f]),
  );
  add('friendsofphp', opt('friendsofphp'), (d) =>
    Object.keys(names.friendsofphp).flatMap((pkg) =>
      list(d, `${pkg}/`)
        .filter((f) => /\.ya?ml$/.test(f))
        .map((f): [string, string] => ['HEAD', f]),
    ),
  );
  add('govulndb', opt('govulndb'), (d) =>
    grep(
      d,
      'data/osv/',
      Object.keys(names.govulndb).map((m) => `"name": "${m}"`),
    ).map((f) => ['HEAD', f]),
  );
  add('pypa', opt('pypa'), (d) =>
    Object.keys(names.pypa).flatMap((pkg) =>
      list(d, `vulns/${pkg}/`).map((f): [string, string] => ['HEAD', f]),
    ),
  );
  add('roundcube', opt('roundcube'), (d) =>
    ['HEAD', 'release-1.5', 'release-1.6', 'release-1.7']
      .filter((ref) => {
        try {
          git(d, ['cat-file', '-e', `${ref}:CHANGELOG.md`]);
          return true;
        } catch {
          return false;
        }
      })
      .map((ref) => [ref, 'CHANGELOG.md']),
  );
  add('php', opt('php'), (d) =>
    list(d, 'public/')
      .filter((f) => /^public\/ChangeLog-\d+\.php$/.test(f))
      .map((f) => ['HEAD', f]),
  );
  add('rubysec', opt('rubysec'), (d) =>
    Object.keys(names.rubysec).flatMap((dir) =>
      list(d, `${dir}/`)
        .filter((f) => /\.ya?ml$/.test(f))
        .map((f): [string, string] => ['HEAD', f]),
    ),
  );
  add('lighttpd', opt('lighttpd'), () => [['HEAD', 'NEWS']]);
  add('git', opt('git'), (d) =>
    grep(d, 'Documentation/RelNotes/', ['CVE-'])
      .filter((f) => /\/\d+\.\d+\.\d+\.(?:adoc|txt)$/.test(f))
      .map((f) => ['HEAD', f]),
  );
  add('jetty', opt('jetty'), (d) =>
    git(d, ['for-each-ref', '--format=%(refname:short)', 'refs/heads'])
      .split('\n')
      .filter((b) => /^jetty-\d+\.\d+\.x$/.test(b))
      .map((b): [string, string] => [b, 'VERSION.txt']),
  );
  // the bodies, read before the clock starts (the server stands for the sources' web servers)
  const bodies = new Map([...files].map(([route, [dir, spec]]) => [route, git(dir, ['show', spec])]));
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests += 1;
    const body = bodies.get(req.url ?? '');
    res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(body ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = (r: string) => `${base}${r}`;
  const urls: AdvisorySourceUrls = {
    ...(routes.retire ? { retire: url(routes.retire[0]) } : {}),
    ...(routes.nginx ? { nginx: url(routes.nginx[0]) } : {}),
    ...(routes.lighttpd ? { lighttpd: url(routes.lighttpd[0]) } : {}),
    ...Object.fromEntries(
      (['httpd', 'friendsofphp', 'govulndb', 'pypa', 'roundcube', 'php', 'rubysec', 'git', 'jetty'] as const)
        .filter((s) => routes[s])
        .map((s) => [s, routes[s].map(url)]),
    ),
  };
  const started = performance.now();
  const { snapshot, outcome } = await refreshAdvisories(urls, async (u, init) => {
    const response = await fetch(u, init);
    if (!response.ok) throw new Error(`${u}: HTTP ${response.status}`);
    return response.text();
  });
  const ms = performance.now() - started;
  server.close();
  const size = Buffer.byteLength(`${JSON.stringify(snapshot)}\n`);
  const advisories = Object.values(snapshot.technologies).reduce((n, t) => n + t.advisories.length, 0);
  console.log(`refreshAdvisories over loopback HTTP: ${ms.toFixed(0)} ms, ${requests} requests`);
  console.log(
    `outcome: ${Object.entries(outcome)
      .map(([s, o]) => `${s} ${o}`)
      .join(', ')}`,
  );
  console.log(
    `refreshed snapshot ${(size / 1024).toFixed(0)} KiB, ${Object.keys(snapshot.technologies).length} technologies, ` +
      `${advisories} advisories; bundled ${(fs.statSync(DEFAULT_ADVISORY_SNAPSHOT_FILE).size / 1024).toFixed(0)} KiB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
