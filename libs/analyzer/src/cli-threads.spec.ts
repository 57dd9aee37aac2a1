/**
 * The analysis threads' pool (`runOnThreads`) with stand-in threads: plain JavaScript modules that speak the
 * threads' protocol (no build needed), to check what happens when a thread stops.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runOnThreads, type SiteOutput, type SiteRunner } from './cli-threads';

jest.setTimeout(30_000);

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stacklens-threads-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A stand-in thread module: answers `ok <url>`; `crashAfter` sites finished, it throws on the next one. */
function standIn(name: string, crashAfter: number): string {
  const file = path.join(dir, `${name}.js`);
  fs.writeFileSync(
    file,
    `const { parentPort } = require('node:worker_threads');
let done = 0;
exports.analysisThread = () => parentPort.on('message', (m) => {
  if (m.type === 'done') return parentPort.postMessage({ type: 'closed' });
  if (done++ >= ${crashAfter}) throw new Error('stand-in thread broke');
  setTimeout(() => parentPort.postMessage({ type: 'result', i: m.i, text: 'thread ' + m.url + '\\n', failed: false, progress: 'ok ' + m.url }), 5);
});`,
  );
  return file;
}

const urls = Array.from({ length: 12 }, (_, i) => `http://site${i}.test/`);
const local: SiteRunner = {
  analyse: async (url) => ({ text: `main ${url}\n`, failed: false, progress: `ok ${url}` }),
  close: async () => undefined,
};

async function run(module: string, withLocal: boolean) {
  const outputs: Array<SiteOutput | undefined> = new Array(urls.length);
  await runOnThreads({
    urls,
    threads: 3,
    concurrency: 6,
    entry: { module },
    settings: {},
    local: withLocal ? local : undefined,
    onStart: () => undefined,
    onResult: (i, output) => {
      expect(outputs[i]).toBeUndefined(); // one output per URL
      outputs[i] = output;
    },
    failure: (url, why) => ({ text: `failed ${url}: ${why}\n`, failed: true, progress: `failed ${url}` }),
  });
  return outputs as SiteOutput[];
}

describe('runOnThreads', () => {
  it('every URL gets one output from the threads and the main thread', async () => {
    const outputs = await run(standIn('fine', 1000), true);
    expect(outputs.every((o) => !o.failed)).toBe(true);
    expect(outputs.some((o) => o.text.startsWith('thread '))).toBe(true);
    expect(outputs.some((o) => o.text.startsWith('main '))).toBe(true);
  });

  it('a thread that stops fails the sites it held, is replaced, and the other sites are analysed', async () => {
    const outputs = await run(standIn('crashes', 2), false);
    const failed = outputs.filter((o) => o.failed);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed[0].text).toMatch(/stand-in thread broke/);
    expect(outputs.filter((o) => !o.failed).length).toBeGreaterThan(4);
    expect(outputs).toHaveLength(urls.length);
  });

  it('threads that cannot start: the main thread analyses every site; without it every site fails', async () => {
    const missing = path.join(dir, 'missing.js');
    expect((await run(missing, true)).every((o) => o.text.startsWith('main '))).toBe(true);
    const alone = await run(missing, false);
    expect(alone.every((o) => o.failed && /Cannot find module/.test(o.text))).toBe(true);
  });
});
