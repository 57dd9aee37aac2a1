import { signUp, startHarness, type Harness } from './support/harness';

/**
 * Analyses lost by a worker crash or a flushed queue (queued or running for longer than 15 minutes) are failed by the
 * worker's scheduled job (504 `timeout`, `analysis.failed` recorded for the requester's endpoints) — without anyone
 * requesting the domain again.
 */
describe('stale analyses (worker schedule)', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({
      ANALYSIS_STALE_SWEEP_INTERVAL_MS: '1000',
      WEBHOOKS_ALLOW_PRIVATE_NETWORKS: 'true',
    });
  });

  afterAll(async () => {
    await harness?.close();
  });

  async function insertAnalysis(domain: string, ageMinutes: number, requestedBy: string | null) {
    const rows: { id: string }[] = await harness.dataSource.query(
      `INSERT INTO analysis (domain, url, status, stage, requested_by, created_at)
       VALUES ($1, $2, 'running', 'collecting', $3, now() - make_interval(mins => $4)) RETURNING id`,
      [domain, `https://${domain}`, requestedBy, ageMinutes],
    );
    return rows[0].id;
  }

  async function analysisRow(id: string) {
    const rows: { status: string; status_code: number | null; error_code: string | null }[] =
      await harness.dataSource.query(`SELECT status, status_code, error_code FROM analysis WHERE id = $1`, [
        id,
      ]);
    return rows[0];
  }

  it('fails an analysis active for longer than 15 minutes and records analysis.failed; leaves a recent one', async () => {
    const { client, userId } = await signUp(harness);
    const endpoint = await client.post('/api/v2/webhook-endpoints', {
      url: 'http://127.0.0.1:9/hook',
      events: ['analysis.failed'],
    });
    expect(endpoint.status).toBe(201);
    const stale = await insertAnalysis('lost.example', 20, userId);
    const recent = await insertAnalysis('busy.example', 1, userId);

    const deadline = Date.now() + 15_000;
    while ((await analysisRow(stale)).status !== 'failed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await analysisRow(stale)).toEqual({ status: 'failed', status_code: 504, error_code: 'timeout' });
    expect(await analysisRow(recent)).toMatchObject({ status: 'running', error_code: null });
    const deliveries: { payload: { data: { analysisId: string; code: string } } }[] =
      await harness.dataSource.query(
        `SELECT payload FROM webhook_delivery WHERE event_type = 'analysis.failed'`,
      );
    expect(deliveries.map((delivery) => delivery.payload.data)).toEqual([
      expect.objectContaining({ analysisId: stale, code: 'timeout', statusCode: 504 }),
    ]);
  });
});
