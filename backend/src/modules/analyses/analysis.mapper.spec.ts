import { AnalyzeStatusSchema } from '@stacklens/contracts';
import { toAnalyzeStatus } from './analysis.mapper';
import type { AnalysisEntity } from './entities/analysis.entity';

const base = {
  id: '9b2f6f0e-8d53-4d0c-9a45-9b1f0c1f2a3b',
  domain: 'example.com',
  url: 'https://example.com',
  attempts: 1,
  timings: null,
  websiteId: null,
  requestedBy: null,
  createdAt: new Date(),
  startedAt: null,
  finishedAt: null,
} as const;

function row(overrides: Partial<AnalysisEntity>): AnalysisEntity {
  return {
    ...base,
    status: 'queued',
    stage: 'queued',
    statusCode: null,
    errorCode: null,
    errorMessage: null,
    ...overrides,
  } as AnalysisEntity;
}

describe('toAnalyzeStatus', () => {
  it('reports a queued analysis as running without a status code', () => {
    const status = toAnalyzeStatus(row({}));
    expect(AnalyzeStatusSchema.parse(status)).toEqual(status);
    expect(status).toMatchObject({ running: true, statusCode: null, stage: 'queued', errorCode: null });
  });

  it('reports success with 200 and partial success with 408', () => {
    expect(toAnalyzeStatus(row({ status: 'succeeded', stage: 'done', statusCode: 200 }))).toMatchObject({
      running: false,
      statusCode: 200,
      stage: 'done',
    });
    expect(
      toAnalyzeStatus(row({ status: 'succeeded', stage: 'done', statusCode: 408 })).statusResult,
    ).toMatch(/partial/);
  });

  it('reports a failure with its code and message', () => {
    expect(
      toAnalyzeStatus(
        row({
          status: 'failed',
          stage: 'done',
          statusCode: 403,
          errorCode: 'blocked-address',
          errorMessage: 'nope',
        }),
      ),
    ).toMatchObject({ running: false, statusCode: 403, errorCode: 'blocked-address', statusResult: 'nope' });
  });
});
