import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isMetricsScraper, Metrics, startMetricsServer } from './metrics';

describe('worker metrics endpoint', () => {
  const token = 'worker-token-0123456789';
  let server: Server;
  let base = '';
  const metrics = new Metrics('worker');

  beforeAll(async () => {
    server = await startMetricsServer(metrics, 0, token);
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves the registry to the token holder only', async () => {
    metrics.recordFailure('dns-failure');
    metrics.cacheRequests.inc({ cache: 'result-page', result: 'hit' });
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    expect((await fetch(`${base}/other`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      404,
    );
    const response = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(
      'stacklens_analyses_total{outcome="failed",code="dns-failure",process="worker"} 1',
    );
    expect(text).toContain(
      'stacklens_cache_requests_total{cache="result-page",result="hit",process="worker"} 1',
    );
  });

  it('compares the bearer token exactly', () => {
    expect(isMetricsScraper(`Bearer ${token}`, token)).toBe(true);
    expect(isMetricsScraper(`Bearer ${token}x`, token)).toBe(false);
    expect(isMetricsScraper(token, token)).toBe(false);
    expect(isMetricsScraper(undefined, token)).toBe(false);
  });
});

describe('analysis stage metrics', () => {
  it('observes the known-vulnerabilities lookup as its own stage when it ran', async () => {
    const metrics = new Metrics('worker');
    const timings = { totalMs: 900, fetchMs: 300, dnsMs: 20, detectMs: 40, scoreMs: 2 };
    metrics.recordAnalysis({
      statusCode: 200,
      queueWaitMs: 5,
      timings: { ...timings, vulnerabilitiesMs: 1.5 },
    });
    metrics.recordAnalysis({ statusCode: 200, queueWaitMs: 5, timings });
    const text = await metrics.registry.getSingleMetricAsString('stacklens_analysis_stage_duration_seconds');
    expect(text).toMatch(/_count\{[^}]*stage="vulnerabilities"[^}]*\} 1$/m);
    expect(text).toMatch(/_count\{[^}]*stage="score"[^}]*\} 2$/m);
  });
});
