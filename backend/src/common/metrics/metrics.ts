import type { NextFunction, Request, Response } from 'express';
import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds buckets of HTTP latencies: 1 ms … 5 s. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** Seconds buckets of analysis stages: 10 ms … 5 minutes (the whole analysis is capped at 5 minutes). */
const STAGE_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300];

/** Counts of an analysis job's queue by state, as BullMQ's `getJobCounts` returns them. */
export type QueueCounts = Record<string, number>;

/**
 * The Prometheus metrics of one process (API or worker), on a registry of its own (`prom-client`, text exposition
 * format 0.0.4). Process metrics (CPU, memory, event loop lag, GC) come from prom-client's defaults.
 *
 * - `http_request_duration_seconds{method,route,status_code}` — API requests by matched route pattern (unmatched
 *   routes are `route="unmatched"`, so the label set stays bounded).
 * - `stacklens_analyses_total{outcome,code}` — finished analyses: outcome `succeeded` (code = HTTP status analysed,
 *   200 or 408) or `failed` (code = error code, e.g. `dns-failure`).
 * - `stacklens_analysis_stage_duration_seconds{stage}` — `queue_wait`, `fetch`, `dns`, `browser`, `detect`, `score`,
 *   `vulnerabilities` (the known-vulnerabilities lookup), `total` of succeeded analyses.
 * - `stacklens_browser_stage_total{outcome}` — browser stages by outcome (`ok`, `partial`, `timed-out`, `failed`).
 * - `stacklens_queue_jobs{queue,state}` — jobs per queue and state, read from Redis at scrape time (API).
 * - `stacklens_cache_requests_total{cache,result}` — cache look-ups, `hit` or `miss` (hit rate = hit / all).
 */
export class Metrics {
  readonly registry = new Registry();
  readonly httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency of the API, by route pattern',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });
  readonly analyses = new Counter({
    name: 'stacklens_analyses_total',
    help: 'Finished analyses by outcome (succeeded: analysed status code; failed: error code)',
    labelNames: ['outcome', 'code'] as const,
    registers: [this.registry],
  });
  readonly analysisStageDuration = new Histogram({
    name: 'stacklens_analysis_stage_duration_seconds',
    help: 'Duration of the stages of succeeded analyses',
    labelNames: ['stage'] as const,
    buckets: STAGE_BUCKETS,
    registers: [this.registry],
  });
  readonly browserStage = new Counter({
    name: 'stacklens_browser_stage_total',
    help: 'Browser stages by outcome (ok, partial, timed-out, failed)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly cacheRequests = new Counter({
    name: 'stacklens_cache_requests_total',
    help: 'Cache look-ups by cache and result (hit or miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [this.registry],
  });
  private queueSources: Array<{ name: string; counts: () => Promise<QueueCounts> }> = [];

  /** @param process `api` or `worker`: the `process` label of every metric of this registry */
  constructor(process: 'api' | 'worker') {
    this.registry.setDefaultLabels({ process });
    collectDefaultMetrics({ register: this.registry });
    const sources = () => this.queueSources;
    new Gauge({
      name: 'stacklens_queue_jobs',
      help: 'Jobs per queue and state (waiting, active, delayed, failed, …), read at scrape time',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const source of sources()) {
          const counts = await source.counts().catch(() => ({}) as QueueCounts);
          for (const [state, count] of Object.entries(counts)) this.set({ queue: source.name, state }, count);
        }
      },
    });
  }

  /** Reports `name`'s job counts in `stacklens_queue_jobs` (called at every scrape). */
  watchQueue(name: string, counts: () => Promise<QueueCounts>): void {
    this.queueSources = [...this.queueSources.filter((s) => s.name !== name), { name, counts }];
  }

  /** Records a succeeded analysis: its outcome, the durations of its stages (ms in), its browser stage. */
  recordAnalysis(analysis: {
    statusCode: number;
    queueWaitMs: number | null;
    timings: {
      totalMs: number;
      fetchMs: number;
      dnsMs: number;
      detectMs: number;
      scoreMs: number;
      browserMs?: number;
      /** The known-vulnerabilities lookup (issue 20), when it ran. */
      vulnerabilitiesMs?: number;
    };
    browserOutcome?: string;
  }): void {
    this.analyses.inc({ outcome: 'succeeded', code: String(analysis.statusCode) });
    const { timings } = analysis;
    const stages: Record<string, number | null | undefined> = {
      queue_wait: analysis.queueWaitMs,
      fetch: timings.fetchMs,
      dns: timings.dnsMs,
      browser: timings.browserMs,
      detect: timings.detectMs,
      score: timings.scoreMs,
      vulnerabilities: timings.vulnerabilitiesMs,
      total: timings.totalMs,
    };
    for (const [stage, ms] of Object.entries(stages)) {
      if (typeof ms === 'number') this.analysisStageDuration.observe({ stage }, ms / 1000);
    }
    if (analysis.browserOutcome) this.browserStage.inc({ outcome: analysis.browserOutcome });
  }

  /** Records a failed analysis by its error code. */
  recordFailure(code: string): void {
    this.analyses.inc({ outcome: 'failed', code });
  }

  /** Express middleware timing every request into `http_request_duration_seconds`. */
  httpMiddleware(): (req: Request, res: Response, next: NextFunction) => void {
    return (req, res, next) => {
      const end = this.httpRequestDuration.startTimer();
      res.once('finish', () => {
        const pattern = (req.route as { path?: unknown } | undefined)?.path;
        const route = typeof pattern === 'string' ? `${req.baseUrl}${pattern}` : 'unmatched';
        end({ method: req.method, route, status_code: String(res.statusCode) });
      });
      next();
    };
  }
}

/**
 * True when `authorization` is `Bearer <token>` (compared in constant time). Metrics are only served to a scraper
 * that knows METRICS_TOKEN.
 */
export function isMetricsScraper(authorization: string | undefined, token: string): boolean {
  const expected = Buffer.from(`Bearer ${token}`);
  const given = Buffer.from(authorization ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The worker's metrics endpoint (it has no HTTP API): `GET /metrics` on `port` with the same bearer token as the
 * API's; anything else 404. Resolves once listening.
 */
export async function startMetricsServer(metrics: Metrics, port: number, token: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    if (!isMetricsScraper(req.headers.authorization, token)) {
      res.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    metrics.registry.metrics().then(
      (body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  return server;
}
