import { Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { Repository } from 'typeorm';
import { loadConfig } from '../../../config/config';
import type { LighthouseService } from '../../lighthouse/lighthouse.service';
import type { AdvisoriesService } from '../../advisories/advisories.service';
import type { LatestVersionsService } from '../../technologies/latest-versions.service';
import type { AnalysisCompletionService } from '../analysis-completion.service';
import { AnalysisStateService } from '../analysis-state.service';
import type { AnalyzerClient } from '../../../common/analyzer.client';
import type { AnalysisEntity } from '../entities/analysis.entity';
import { Metrics } from '../../../common/metrics/metrics';
import type { AnalysisJobData } from '../../../common/jobs';
import { AnalysisRunService } from '../analysis-run.service';
import { AnalysisProcessor } from './analysis.processor';

const coded = (code: string) => Object.assign(new Error(`failed: ${code}`), { name: 'AnalyzerError', code });

function setup(analyze: (url: string, options: { signal?: AbortSignal }) => Promise<unknown>) {
  const updates: Partial<AnalysisEntity>[] = [];
  const queryBuilder = {
    update: () => queryBuilder,
    set: () => queryBuilder,
    where: () => queryBuilder,
    execute: async () => ({ affected: 1 }),
  };
  const analyses = {
    createQueryBuilder: () => queryBuilder,
    update: async (_where: unknown, values: Partial<AnalysisEntity>) => {
      updates.push(values);
      return { affected: 1 };
    },
  } as unknown as Repository<AnalysisEntity>;
  const state = new AnalysisStateService(analyses);
  const store = {
    saveSuccess: jest.fn(async () => ({ websiteId: 'w', statusCode: 200 })),
    // Failures: the state change only (the webhook outbox is covered by backend/test/webhooks.e2e-spec.ts).
    saveFailure: (
      analysis: { analysisId: string },
      failure: Parameters<AnalysisStateService['markFailed']>[1],
    ) => state.markFailed({ id: analysis.analysisId }, failure),
  };
  const metrics = new Metrics('worker');
  const runs = new AnalysisRunService(
    state,
    { analyze } as unknown as AnalyzerClient,
    { loadLookup: async () => () => null } as unknown as LatestVersionsService,
    store as unknown as AnalysisCompletionService,
    metrics,
    { latestEvidence: async () => null } as unknown as LighthouseService,
    {
      current: async () => ({
        snapshot: { schemaVersion: 1, generatedAt: '2026-11-27', technologies: {} },
        storedId: null,
      }),
    } as unknown as AdvisoriesService,
  );
  const processor = new AnalysisProcessor(loadConfig({}), runs);
  const job = (attemptsMade: number) =>
    ({
      id: 'a1',
      data: { analysisId: 'a1', url: 'https://example.com', domain: 'example.com' },
      attemptsMade,
      opts: { attempts: 3 },
      timestamp: Date.now(),
      processedOn: Date.now(),
    }) as unknown as Job<AnalysisJobData>;
  return { processor, runs, updates, store, job, metrics };
}

describe('AnalysisProcessor failure handling', () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose']));

  it('fails at once, without retry, for 4xx-type outcomes', async () => {
    for (const [code, statusCode] of [
      ['blocked-address', 403],
      ['dns-failure', 404],
      ['invalid-url', 400],
    ] as const) {
      const { processor, updates, job, metrics } = setup(async () => Promise.reject(coded(code)));
      await expect(processor.process(job(0))).rejects.toBeInstanceOf(UnrecoverableError);
      expect(updates.at(-1)).toMatchObject({ status: 'failed', stage: 'done', statusCode, errorCode: code });
      expect(await metrics.registry.getSingleMetricAsString('stacklens_analyses_total')).toContain(
        `stacklens_analyses_total{outcome="failed",code="${code}",process="worker"} 1`,
      );
    }
  });

  it('rethrows transient failures for BullMQ to retry, keeping the analysis running', async () => {
    const { processor, updates, job } = setup(async () => Promise.reject(coded('connection-failed')));
    const error = await processor.process(job(0)).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(UnrecoverableError);
    expect(updates.at(-1)).toEqual({
      stage: 'retrying',
      errorCode: 'connection-failed',
      errorMessage: 'failed: connection-failed',
    });
  });

  it('fails a transient failure on the last attempt', async () => {
    const { processor, updates, job } = setup(async () => Promise.reject(coded('timeout')));
    await expect(processor.process(job(2))).rejects.toThrow('failed: timeout');
    expect(updates.at(-1)).toMatchObject({ status: 'failed', statusCode: 504, errorCode: 'timeout' });
  });

  it('retries a 5xx answer of the site, then reports http-error 502', async () => {
    const result = { statusCode: 503, partial: false, technologies: [], score: { value: 0 } };
    const { processor, updates, store, job } = setup(async () => result);
    await expect(processor.process(job(0))).rejects.toThrow('HTTP 503');
    await expect(processor.process(job(2))).rejects.toThrow('HTTP 503');
    expect(updates.at(-1)).toMatchObject({ status: 'failed', statusCode: 502, errorCode: 'http-error' });
    expect(store.saveSuccess).not.toHaveBeenCalled();
  });

  it('stores a successful result', async () => {
    const timings = { totalMs: 1500, fetchMs: 120, dnsMs: 10, detectMs: 3, scoreMs: 1, browserMs: 1200 };
    const result = {
      statusCode: 200,
      partial: false,
      technologies: [],
      score: { value: 80 },
      timings,
      browserOutcome: 'ok',
    };
    const { processor, store, job, metrics } = setup(async () => result);
    await expect(processor.process(job(0))).resolves.toEqual({ websiteId: 'w', statusCode: 200 });
    const exposed = await metrics.registry.metrics();
    expect(exposed).toContain('stacklens_analyses_total{outcome="succeeded",code="200",process="worker"} 1');
    expect(exposed).toContain('stacklens_browser_stage_total{outcome="ok",process="worker"} 1');
    expect(exposed).toMatch(
      /stacklens_analysis_stage_duration_seconds_sum\{[^}]*stage="browser"[^}]*\} 1\.2\n/,
    );
    expect(store.saveSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ analysisId: 'a1', domain: 'example.com', url: 'https://example.com' }),
      result,
    );
  });

  it('a hand-back (grace period over) stops the running analysis: its signal aborts, the outcome is handed-back, nothing stored', async () => {
    let seen: AbortSignal | undefined;
    // the analyzer as it answers an abort: a partial result once its signal fires
    const { runs, store, updates } = setup(
      (_url, options) =>
        new Promise((resolve) => {
          seen = options.signal;
          options.signal?.addEventListener('abort', () => resolve({ statusCode: 408, partial: true }));
        }),
    );
    const handBack = new AbortController();
    const running = runs.run(
      {
        analysisId: 'a1',
        url: 'https://example.com',
        domain: 'example.com',
        attempt: 1,
        maxAttempts: 3,
        queueWaitMs: 0,
      },
      handBack.signal,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen?.aborted).toBe(false);
    handBack.abort();
    expect(await running).toEqual({ kind: 'handed-back' });
    expect(seen?.aborted).toBe(true);
    expect(store.saveSuccess).not.toHaveBeenCalled();
    expect(updates.at(-1)).toMatchObject({ stage: 'queued' });
  });
});
