import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { freePort } from '../../support/ports';
import { eventually } from './cluster';

/**
 * A `redis-server` of the test's own (Debian's binary) on a free port and a temporary directory, with the append-only
 * file on and fsynced at every write — how a BullMQ Redis should run in production, so a restart keeps every queued
 * job. `stop()` shuts it down (SIGTERM: it flushes and exits), `start()` brings it back on the same port and data.
 */
export class OwnRedis {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'stacklens-redis-'));
  port = 0;
  private child: ChildProcess | null = null;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    if (!this.port) this.port = await freePort();
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--dir', this.dir, '--save', ''];
    args.push('--appendonly', 'yes', '--appendfsync', 'always', '--maxmemory-policy', 'noeviction');
    this.child = spawn('redis-server', args, { stdio: 'ignore' });
    await eventually(
      'redis-server answers',
      async () => {
        const client = new Redis({
          port: this.port,
          host: '127.0.0.1',
          lazyConnect: true,
          retryStrategy: () => null,
        });
        try {
          await client.connect();
          return (await client.ping()) === 'PONG';
        } finally {
          client.disconnect();
        }
      },
      10_000,
    );
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    this.child = null;
  }

  async close(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
