import { execFileSync } from 'node:child_process';
import { Cluster, eventually, type ApiClient, type ManagedProcess } from './support/cluster';
import { startGatedSite, type GatedSite } from './support/gated-site';

/** How long a stopping browser-mode worker may take to exit (its grace period is 3 s here). */
const EXIT_BOUND_MS = 20_000;

/**
 * Stopping a worker that runs the browser stage (Debian's Chromium behind the guard proxies), with the real API and
 * worker processes from `backend/dist`: SIGTERM right after a browser analysis (the spare page for the next one is
 * being prepared), SIGTERM that reaches Chromium too (a signal to the process group, as Ctrl-C or an init process
 * forwarding it sends), SIGTERM mid-analysis past the grace period, and SIGTERM mid-Lighthouse-run (a run lasts up
 * to 2 min, longer than a pod's grace period: it is stopped and queued again). Each time the worker exits with code 0
 * within {@link EXIT_BOUND_MS}. A worker once hung here after "Closing 7 queue workers" with Chromium gone and a
 * guard proxy's net.Server open (`libs/analyzer/src/collect/browser/shutdown.spec.ts` reproduces the cause).
 */
describe('fault tolerance: stopping a browser-mode worker', () => {
  let cluster: Cluster;
  let site: GatedSite;

  beforeAll(async () => {
    site = await startGatedSite();
    cluster = new Cluster({
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: site.resolveRule,
      ANALYZER_BROWSER: 'true',
      WORKER_SHUTDOWN_GRACE_MS: '3000',
      LIGHTHOUSE_REQUEST_WAIT_MS: '0',
    });
    await cluster.start();
  }, 120_000);

  afterAll(async () => {
    await cluster?.close();
    await site?.close();
  });

  beforeEach(async () => {
    await cluster.query(`DELETE FROM website WHERE domain = $1`, [site.host]);
  });

  afterEach(async () => {
    site.release();
    await cluster.stopWorkers();
  });

  async function analyse(client: ApiClient): Promise<string> {
    const response = await client.post('/api/v2/websites/analyze', { url: site.url });
    expect(response.status).toBe(200);
    return response.body.id as string;
  }

  async function finished(client: ApiClient, id: string): Promise<Record<string, unknown>> {
    return eventually(
      `analysis ${id} finished`,
      async () => {
        const status = await client.get(`/api/v2/websites/analyze/status/${id}`);
        return status.body.running === false ? (status.body as Record<string, unknown>) : undefined;
      },
      60_000,
    );
  }

  /** The exit code (or signal) of `worker`, or 'still running' after {@link EXIT_BOUND_MS}. */
  async function exitOf(worker: ManagedProcess): Promise<unknown> {
    let timer: NodeJS.Timeout | undefined;
    const outcome = await Promise.race([
      worker.exited,
      new Promise((resolve) => (timer = setTimeout(() => resolve('still running'), EXIT_BOUND_MS))),
    ]);
    clearTimeout(timer);
    return outcome;
  }

  /** Every process below `pid` (children, their children…). */
  function descendantsOf(pid: number): number[] {
    const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/).map(Number))
      .filter(([child]) => child > 0);
    const found: number[] = [];
    const visit = (parent: number) => {
      for (const [child, ppid] of table)
        if (ppid === parent) {
          found.push(child);
          visit(child);
        }
    };
    visit(pid);
    return found;
  }

  /** True while `pid` runs (a zombie waiting for its parent to reap it does not). */
  const alive = (pid: number) => {
    try {
      return !execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' })
        .trim()
        .startsWith('Z');
    } catch {
      return false; // no such process
    }
  };

  /** The worker's Chromium processes (its children named chromium). */
  function chromiumOf(worker: ManagedProcess): number[] {
    const children = execFileSync('ps', ['--ppid', String(worker.child.pid), '-o', 'pid=,comm='], {
      encoding: 'utf8',
    });
    return children
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([, command]) => command === 'chromium')
      .map(([pid]) => Number(pid));
  }

  it('SIGTERM right after a browser analysis (its spare page being prepared): exits 0', async () => {
    const { client } = await cluster.signUp();
    const worker = await cluster.startWorker();
    const id = await analyse(client);
    expect(await finished(client, id)).toMatchObject({ statusCode: 200 });
    expect(chromiumOf(worker).length).toBe(1);
    worker.child.kill('SIGTERM');
    expect(await exitOf(worker)).toBe(0);
    expect(worker.log()).toMatch(/Closing \d+ queue workers/);
  }, 120_000);

  it('SIGTERM to the process group (Chromium dies with it) after a browser analysis: exits 0', async () => {
    const { client } = await cluster.signUp();
    const worker = await cluster.startWorker();
    const id = await analyse(client);
    expect(await finished(client, id)).toMatchObject({ statusCode: 200 });
    const chromium = chromiumOf(worker);
    expect(chromium.length).toBe(1);
    for (const pid of chromium) process.kill(pid, 'SIGTERM');
    worker.child.kill('SIGTERM');
    expect(await exitOf(worker)).toBe(0);
  }, 120_000);

  it('SIGTERM mid-analysis past the grace period: handed back, exits 0, another worker completes it', async () => {
    const { client } = await cluster.signUp();
    const worker = await cluster.startWorker();
    site.hold();
    const id = await analyse(client);
    await site.held();
    worker.child.kill('SIGTERM');
    expect(await exitOf(worker)).toBe(0);
    expect(worker.log()).toContain('handing 1 running analyses back to the queue');
    // nothing lost: another worker completes it
    site.release();
    await cluster.startWorker();
    expect(await finished(client, id)).toMatchObject({ statusCode: 200 });
  }, 120_000);

  it('SIGTERM mid-Lighthouse-run past the grace period: Lighthouse and its Chromium killed, the run queued again and completed by another worker', async () => {
    const { client } = await cluster.signUp();
    const worker = await cluster.startWorker();
    site.hold();
    const requested = await client.post(`/api/v2/websites/report?url=${encodeURIComponent(site.url)}`);
    expect(requested.status).toBe(202);
    const runId = requested.body.id as string;
    // Lighthouse's Chromium is loading the page: the run is provably under way
    await site.held();
    // the Lighthouse child and its Chromium
    const lighthouseProcesses = await eventually(
      'Lighthouse running',
      async () =>
        descendantsOf(worker.child.pid!).length > 1 ? descendantsOf(worker.child.pid!) : undefined,
      10_000,
    );
    worker.child.kill('SIGTERM');
    expect(await exitOf(worker)).toBe(0);
    expect(worker.log()).toContain('handing 1 running Lighthouse runs back to the queue');
    // Chromium's helper processes end as soon as they notice their browser is gone
    await eventually('Lighthouse and its Chromium gone', async () => !lighthouseProcesses.some(alive), 5_000);
    const [row] = await cluster.query<{ status: string }>(`SELECT status FROM lighthouse_run WHERE id = $1`, [
      runId,
    ]);
    expect(row.status).toBe('queued');

    site.release();
    await cluster.startWorker();
    const done = await eventually(
      `Lighthouse run ${runId} finished`,
      async () => {
        const status = await client.get(`/api/v2/websites/report/status/${runId}`);
        return ['done', 'failed'].includes(status.body.status as string) ? status.body : undefined;
      },
      170_000,
    );
    expect(done).toMatchObject({ status: 'done' });
  }, 240_000);
});
