import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { parse, parseAllDocuments } from 'yaml';
import { startHarness, testEmail, type Harness } from './support/harness';
import { freePort } from './support/ports';

/**
 * The API sees the real client address in every shipped topology: the request goes THROUGH the web
 * server (`frontend/server/index.js`, which proxies /api and appends its peer to X-Forwarded-For) with the
 * X-Forwarded-For the outer proxy (Caddy, the ingress controller) would send, and the address the contact form stores
 * (`req.ip`) must be the client's. The hop counts are read from the shipped files, so a wrong TRUST_PROXY in any of
 * them fails here. A client's own X-Forwarded-For entry in front of the outer proxy's is never believed.
 */

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Env = Record<string, string>;
interface Topology {
  /** TRUST_PROXY of the API and of the web server ('' = unset). */
  api: string;
  web: string;
  /** Proxies in front of the web server (0: visitors reach it directly). */
  outerProxies: number;
}

function composeTopology(): Topology {
  const compose = parse(read('docker-compose.yml'), { merge: true }) as {
    services: Record<string, { environment?: Env }>;
  };
  return {
    api: compose.services.api.environment?.TRUST_PROXY ?? '',
    web: compose.services.web.environment?.TRUST_PROXY ?? '',
    outerProxies: 1, // Caddy
  };
}

function kubernetesTopology(): Topology {
  const config = parse(read('infra/k8s/base/config.yaml')) as { data: Env };
  const web = parseAllDocuments(read('infra/k8s/app/web.yaml'))
    .map((doc) => doc.toJS())
    .find((doc) => doc?.kind === 'Deployment') as {
    spec: { template: { spec: { containers: { env: { name: string; value?: string }[] }[] } } };
  };
  const webEnv = web.spec.template.spec.containers[0].env;
  return {
    api: config.data.TRUST_PROXY ?? '',
    web: webEnv.find((e) => e.name === 'TRUST_PROXY')?.value ?? '',
    outerProxies: 1, // the ingress controller
  };
}

function npmStartTopology(): Topology {
  const script = read('infra/scripts/start.sh');
  return {
    api: /TRUST_PROXY=(\d+) npm run start:api/.exec(script)?.[1] ?? '',
    web: /TRUST_PROXY=(\d+) npm run start -w @stacklens\/frontend/.exec(script)?.[1] ?? '',
    outerProxies: 0,
  };
}

/** The address this test connects to the web server from. */
const PEER = '127.0.0.2';

/** One HTTP request from {@link PEER}; the answer's status, body and cookies (`name=value`). */
function send(
  base: string,
  method: string,
  pathname: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: string; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const req = http.request(new URL(pathname, base), { method, headers, localAddress: PEER }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: text,
          cookies: (res.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Starts the web server against `apiUrl` and waits until it proxies /api. */
async function startWeb(apiUrl: string, trustProxy: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const env: Env = {
    PATH: process.env.PATH ?? '',
    API_URL: apiUrl,
    WEB_PORT: String(port),
    WEB_HOST: '127.0.0.1',
    PAGE_CACHE_TTL_SECONDS: '0',
  };
  if (trustProxy) env.TRUST_PROXY = trustProxy;
  const child = spawn(process.execPath, [path.join(root, 'frontend', 'server', 'index.js')], {
    cwd: path.join(root, 'frontend'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 30_000;
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, child };
    if (child.exitCode !== null || Date.now() > until)
      throw new Error(`web server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each([
  ['docker compose (Caddy → web → api)', composeTopology],
  ['Kubernetes (ingress → web → api)', kubernetesTopology],
  ['npm start (web → api)', npmStartTopology],
])('the client address behind %s', (_name, topology) => {
  const hops = topology();
  let harness: Harness;
  let web: { url: string; child: ChildProcess };

  beforeAll(async () => {
    harness = await startHarness(hops.api ? { TRUST_PROXY: hops.api } : {});
    await harness.api.listen(0, '127.0.0.1');
    web = await startWeb(await harness.api.getUrl(), hops.web);
  });

  afterAll(async () => {
    web?.child.kill();
    await harness?.close();
  });

  it('is the visitor, not a proxy, and not what the visitor claims', async () => {
    // What reaches the web server: the visitor's own (forged) header, and — behind an outer proxy — the visitor's
    // address as that proxy appends it. This test connects from 127.0.0.2 (the web server itself reaches the API
    // from 127.0.0.1): the outer proxy's address, or the visitor's own when it reaches the web server directly.
    const forged = '198.51.100.9';
    const visitor = hops.outerProxies ? '203.0.113.7' : PEER;
    const forwardedFor = hops.outerProxies ? `${forged}, ${visitor}` : forged;

    const csrf = await send(web.url, 'GET', '/api/v2/auth/csrf', { 'x-forwarded-for': forwardedFor });
    expect(csrf.status).toBe(200);
    const email = testEmail('address');
    const submitted = await send(
      web.url,
      'POST',
      '/api/v2/contact/submit',
      {
        'x-forwarded-for': forwardedFor,
        'x-csrf-token': (JSON.parse(csrf.body) as { token: string }).token,
        cookie: csrf.cookies.join('; '),
        'content-type': 'application/json',
      },
      JSON.stringify({ email, message: 'Where am I?' }),
    );
    expect(submitted.status).toBe(200);

    const [row] = await harness.dataSource.query(
      `SELECT client_address FROM contact_message WHERE email = $1`,
      [email.toLowerCase()],
    );
    expect(row.client_address.replace(/^::ffff:/, '')).toBe(visitor);
  });
});
