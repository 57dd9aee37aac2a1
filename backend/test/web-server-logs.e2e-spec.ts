import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { freePort } from './support/ports';

/**
 * The web server (`frontend/server/index.js`, built frontend required) logs a URL when server rendering fails; the
 * values of its secret query parameters (a mailed link's token, OAuth's code and state) never reach that log. A Host
 * header that is no valid host makes the render fail.
 */
describe('web server logs without secrets', () => {
  let web: ChildProcess;
  let port: number;
  let output = '';

  beforeAll(async () => {
    port = await freePort();
    web = spawn(process.execPath, [path.resolve(__dirname, '..', '..', 'frontend', 'server', 'index.js')], {
      cwd: path.resolve(__dirname, '..', '..', 'frontend'),
      env: {
        PATH: process.env.PATH ?? '',
        WEB_PORT: String(port),
        WEB_HOST: '127.0.0.1',
        API_URL: `http://127.0.0.1:${await freePort()}`,
        PAGE_CACHE_TTL_SECONDS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    web.stdout?.on('data', (chunk) => (output += chunk));
    web.stderr?.on('data', (chunk) => (output += chunk));
    const until = Date.now() + 30_000;
    while (!output.includes('[web] StackLens on')) {
      if (web.exitCode !== null || Date.now() > until)
        throw new Error(`web server did not start:\n${output}`);
      await new Promise((resume) => setTimeout(resume, 100));
    }
  }, 40_000);

  afterAll(() => {
    web?.kill();
  });

  it('logs a failed render without the token, code or state of its URL', async () => {
    const token = `token-${randomBytes(8).toString('hex')}`;
    const code = `code-${randomBytes(8).toString('hex')}`;
    const state = `state-${randomBytes(8).toString('hex')}`;
    const status = await new Promise<number>((resolve, reject) => {
      http
        .get(
          {
            host: '127.0.0.1',
            port,
            path: `/reset-password?token=${token}&code=${code}&state=${state}&lang=en`,
            headers: { host: 'not a host' },
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        )
        .on('error', reject);
    });
    expect(status).toBe(500);
    const until = Date.now() + 5_000;
    while (!output.includes('server rendering of') && Date.now() < until) {
      await new Promise((resume) => setTimeout(resume, 50));
    }
    expect(output).toContain('[web] server rendering of /reset-password?');
    expect(output).toContain('lang=en');
    expect([token, code, state].filter((secret) => output.includes(secret))).toEqual([]);
  });
});
