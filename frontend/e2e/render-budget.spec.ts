import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './support/stack';
import { expect, test } from './support/test';

/**
 * The web server's render budget (RENDER_RATE_LIMIT_PER_MINUTE, frontend README): a client address cannot make the
 * server render page after page — with a new query string each time, or with a session cookie that is not even
 * valid — while pages served from the cache stay free. A second web server with a budget of 5 runs against the
 * stack's API and Redis.
 */
const BUDGET = 5;
const frontendRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let server: ChildProcess | undefined;
let baseUrl = '';

test.beforeAll(async () => {
  const port = await freePort();
  server = spawn(process.execPath, [path.join(frontendRoot, 'server', 'index.js')], {
    cwd: frontendRoot,
    env: {
      ...process.env,
      API_URL: process.env.E2E_API_URL,
      WEB_PORT: String(port),
      WEB_HOST: '127.0.0.1',
      REDIS_URL: process.env.E2E_REDIS_URL,
      CACHE_PREFIX: process.env.E2E_CACHE_PREFIX,
      RENDER_RATE_LIMIT_PER_MINUTE: String(BUDGET),
    },
    stdio: 'ignore',
  });
  baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const up = await fetch(`${baseUrl}/favicon.svg`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the second web server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('new query strings and forged session cookies are renders: at most the budget a minute, then 429', async () => {
  const run = Date.now().toString(36);
  const get = (pathAndQuery: string, headers: Record<string, string> = {}) =>
    fetch(`${baseUrl}${pathAndQuery}`, { headers });

  const first = await get(`/about?render-budget=${run}-0`);
  expect([first.status, first.headers.get('x-cache')]).toEqual([200, 'MISS']);
  // The same page again comes from the cache: not a render, not counted.
  for (let i = 0; i < 3; i += 1) {
    const again = await get(`/about?render-budget=${run}-0`);
    expect([again.status, again.headers.get('x-cache')]).toEqual([200, 'HIT']);
  }
  for (let i = 1; i < BUDGET - 1; i += 1)
    expect((await get(`/about?render-budget=${run}-${i}`)).status).toBe(200);
  // A forged session cookie makes a signed-in render (never cached): it counts too.
  const forged = await get('/about', { cookie: 'stacklens.sid=s%3Aforged.signature' });
  expect(forged.status).toBe(200);

  const refused = await get(`/about?render-budget=${run}-${BUDGET}`);
  expect(refused.status).toBe(429);
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await refused.text()).toContain('Too many requests');
  const refusedSignedIn = await get('/about', { cookie: 'stacklens.sid=s%3Aforged.signature' });
  expect(refusedSignedIn.status).toBe(429);

  // Cached pages are still served to the same client.
  const cached = await get(`/about?render-budget=${run}-0`);
  expect([cached.status, cached.headers.get('x-cache')]).toEqual([200, 'HIT']);
});
