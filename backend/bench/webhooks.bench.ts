import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFixtureSites, type FixtureSites } from '../../libs/analyzer/test/fixtures/sites';
import { signUp, startHarness, waitForAnalysis, type Harness } from '../test/support/harness';
import { WebhookDeliveriesService } from '../src/modules/webhooks/webhook-deliveries.service';

/**
 * Webhook delivery figures, printed: how long after an analysis finishes its `analysis.completed`
 * delivery reaches a local receiver, and how many deliveries per second one worker sustains (WEBHOOK_BENCH_COUNT,
 * default 1000, to one receiver answering 204 at once). Real API, worker, PostgreSQL and Redis, like the e2e tests.
 */
describe('webhook delivery figures', () => {
  let harness: Harness;
  let sites: FixtureSites;
  let server: http.Server;
  let receiverUrl = '';
  const received: number[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        received.push(Date.now());
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    sites = await startFixtureSites();
    harness = await startHarness({
      WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_ALLOW_PRIVATE_NETWORKS: 'true',
      ANALYZER_RESOLVE: sites.resolveRules().join(','),
      ANALYZER_SKIP_DNS: 'true',
    });
  });

  afterAll(async () => {
    await harness?.close();
    await sites?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('prints delivery latency and throughput', async () => {
    const { client, userId } = await signUp(harness);
    await harness.dataSource.query(`UPDATE app_user SET plan = 'paid' WHERE id = $1`, [userId]);
    const endpoint = (
      await client.post('/api/v2/webhook-endpoints', { url: receiverUrl, events: ['analysis.completed'] })
    ).body as { id: string };

    const latencies: number[] = [];
    for (const host of ['wordpress.test', 'shop.test', 'static.test', 'secure.test', 'redirect.test']) {
      received.length = 0;
      const { body } = await client.post('/api/v2/websites/analyze', { url: `http://${host}:${sites.port}` });
      await waitForAnalysis(harness, body.id);
      while (!received.length) await new Promise((resolve) => setTimeout(resolve, 5));
      const [row] = await harness.dataSource.query(`SELECT finished_at FROM analysis WHERE id = $1`, [
        body.id,
      ]);
      latencies.push(received[0] - new Date(row.finished_at).getTime());
    }

    const count = Number(process.env.WEBHOOK_BENCH_COUNT ?? 1000);
    received.length = 0;
    await harness.dataSource.query(
      `INSERT INTO webhook_delivery (endpoint_id, message_id, event_type, payload, next_attempt_at)
       SELECT $1, 'msg_bench_' || g, 'webhook.test', '{"type":"webhook.test","version":1,"data":{}}', now()
         FROM generate_series(1, $2) g`,
      [endpoint.id, count],
    );
    const deliveries = harness.worker.get(WebhookDeliveriesService, { strict: false });
    const started = Date.now();
    while (received.length < count) {
      await deliveries.sweep();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const seconds = (Date.now() - started) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    process.stdout.write(
      `\nwebhook delivery after the analysis finished: median ${sorted[Math.floor(sorted.length / 2)]} ms, ` +
        `max ${sorted.at(-1)} ms (${latencies.join(', ')})\n` +
        `one worker: ${count} deliveries in ${seconds.toFixed(1)} s = ${(count / seconds).toFixed(0)} deliveries/s\n`,
    );
  });
});
