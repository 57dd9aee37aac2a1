import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort } from '../test/support/ports';

/** Resolves once something listens on 127.0.0.1:`port`. @throws Error after `ms` milliseconds */
export async function waitForPort(port: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`replay server did not listen on ${port} within ${ms} ms`);
}

/**
 * Starts a recorded corpus' replay server (`<corpusDir>/replay.mjs --rewrite-origins`) on a free loopback port and
 * resolves once it listens (a loaded machine may take minutes to read the recordings). The script is run by its real
 * path: replay.mjs starts only when argv[1] is its own file, so a symlinked corpus would exit silently.
 * @throws Error when it does not listen within `timeoutMs`
 */
export async function startReplayServer(
  corpusDir: string,
  timeoutMs = 180_000,
): Promise<{ port: number; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(fs.realpathSync(corpusDir), 'replay.mjs'), '--port', String(port), '--rewrite-origins'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  try {
    await waitForPort(port, timeoutMs);
  } catch (error) {
    child.kill();
    throw error;
  }
  return { port, process: child };
}
