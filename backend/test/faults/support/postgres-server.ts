import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/ports';

/** Directory of Debian's PostgreSQL server binaries (`/usr/lib/postgresql/<major>/bin`), newest major first. */
function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const majors = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = majors
    .map((major) => path.join(root, major, 'bin'))
    .find((dir) => existsSync(path.join(dir, 'pg_ctl')));
  if (!found)
    throw new Error(
      'PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)',
    );
  return found;
}

/**
 * A PostgreSQL instance of the test's own (Debian's binaries): a fresh cluster in a temporary directory on a free
 * port, trust authentication for `postgres` on 127.0.0.1. PostgreSQL refuses to run as root, so as root (CI) the
 * cluster belongs to the `postgres` system user and its commands run through `runuser`.
 */
export class OwnPostgres {
  readonly dir = mkdtempSync(path.join(tmpdir(), 'stacklens-pg-'));
  readonly dataDir = path.join(this.dir, 'data');
  port = 0;
  private readonly bin = postgresBinDir();

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  /** Creates the cluster (once) and starts the server; resolves when it accepts connections. */
  async start(): Promise<void> {
    if (!this.port) {
      this.port = await freePort();
      if (process.getuid?.() === 0) {
        const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
        const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
        chownSync(this.dir, uid, gid);
      }
      this.run('initdb', ['-D', this.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
    }
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.dir} -c fsync=off`;
    this.run('pg_ctl', [
      '-D',
      this.dataDir,
      '-o',
      options,
      '-l',
      path.join(this.dir, 'server.log'),
      '-w',
      'start',
    ]);
  }

  /** Stops the server at once (`-m fast`: open connections are terminated), keeping its data. */
  async stop(): Promise<void> {
    this.run('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  async close(): Promise<void> {
    try {
      this.run('pg_ctl', ['-D', this.dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // not running
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  private run(tool: string, args: string[]): void {
    const command = path.join(this.bin, tool);
    if (process.getuid?.() === 0) {
      execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe', cwd: this.dir });
    } else {
      execFileSync(command, args, { stdio: 'pipe', cwd: this.dir });
    }
  }
}
