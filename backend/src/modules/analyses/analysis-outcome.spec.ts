import { UnrecoverableError } from 'bullmq';
import { classifyFailure, SiteServerError } from './analysis-outcome';

const coded = (code: string) => Object.assign(new Error(`boom ${code}`), { name: 'AnalyzerError', code });

describe('classifyFailure', () => {
  it.each([
    ['invalid-url', 400, false],
    ['blocked-address', 403, false],
    ['dns-failure', 404, false],
    ['blocked-by-robots', 405, false],
    ['tls-failure', 502, false],
    ['connection-failed', 502, true],
    ['timeout', 504, true],
    ['http-error', 502, true],
  ])('%s → %i, retryable %s', (code, statusCode, retryable) => {
    expect(classifyFailure(coded(code))).toEqual({
      errorCode: code,
      statusCode,
      retryable,
      message: `boom ${code}`,
    });
  });

  it('treats a 5xx answer of the site as a retryable http-error', () => {
    expect(classifyFailure(new SiteServerError(503))).toMatchObject({
      errorCode: 'http-error',
      statusCode: 502,
      retryable: true,
    });
  });

  it('hides unexpected errors behind internal-error (retryable) without leaking their message', () => {
    expect(classifyFailure(new Error('ECONNRESET to postgres'))).toEqual({
      errorCode: 'internal-error',
      statusCode: 500,
      retryable: true,
      message: 'The analysis failed unexpectedly.',
    });
    expect(classifyFailure(new UnrecoverableError('x')).retryable).toBe(false);
  });
});
