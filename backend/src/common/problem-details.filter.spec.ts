import {
  BadRequestException,
  HttpException,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { ProblemDetailsSchema } from '@stacklens/contracts';
import { z } from 'zod';
import { AnalysisError } from '../modules/analyses/analysis.error';
import { ProblemDetailsFilter } from './problem-details.filter';
import { ZodValidationPipe } from './zod-validation.pipe';

describe('ProblemDetailsFilter', () => {
  const filter = new ProblemDetailsFilter();
  const request = { method: 'GET', originalUrl: '/api/nope?x=1' };

  it('renders module errors with their status, code and title', () => {
    const body = filter.toProblem(new AnalysisError('subdomain-not-allowed', 'Use example.com'), request);
    expect(ProblemDetailsSchema.parse(body)).toBeTruthy();
    expect(body).toMatchObject({
      status: 405,
      code: 'subdomain-not-allowed',
      title: 'Subdomains cannot be analysed',
      detail: 'Use example.com',
      type: 'https://stacklens.dev/problems/subdomain-not-allowed',
    });
  });

  it('renders unknown routes as 404 not-found', () => {
    const body = filter.toProblem(new NotFoundException('Cannot GET /api/nope?x=1'), request);
    expect(body).toMatchObject({ status: 404, code: 'not-found', detail: 'There is no GET /api/nope.' });
  });

  it('keeps a code given to an HttpException and defaults one otherwise', () => {
    expect(
      filter.toProblem(new HttpException({ code: 'quota-exceeded', detail: 'Upgrade' }, 402)),
    ).toMatchObject({
      status: 402,
      code: 'quota-exceeded',
      detail: 'Upgrade',
    });
    expect(filter.toProblem(new BadRequestException('bad'))).toMatchObject({
      status: 400,
      code: 'validation-failed',
      detail: 'bad',
    });
  });

  it('never leaks internals of unexpected errors', () => {
    const body = filter.toProblem(new Error('password=secret at db.ts:12'));
    expect(body).toEqual({
      type: 'https://stacklens.dev/problems/internal-error',
      title: 'Internal Server Error',
      status: 500,
      detail: 'An unexpected error occurred.',
      code: 'internal-error',
    });
    expect(JSON.stringify(body)).not.toMatch(/secret|db\.ts/);
  });

  it('renders body-parser errors as 400 invalid-body', () => {
    const error = Object.assign(new SyntaxError('Unexpected token } in JSON'), {
      status: 400,
      type: 'entity.parse.failed',
    });
    expect(filter.toProblem(error)).toMatchObject({ status: 400, code: 'invalid-body' });
  });

  it('renders terminus failures as 503 with the checks', () => {
    const error = new ServiceUnavailableException({
      status: 'error',
      info: {},
      error: { redis: { status: 'down' } },
      details: { redis: { status: 'down' } },
    });
    expect(filter.toProblem(error)).toMatchObject({
      status: 503,
      code: 'service-unavailable',
      checks: { redis: { status: 'down' } },
    });
  });

  it('renders validation failures with field errors', async () => {
    const pipe = new ZodValidationPipe(z.object({ url: z.string().min(1, 'Enter a website address.') }));
    let error: unknown;
    try {
      await pipe.transform({ url: '' }, { type: 'body' });
    } catch (e) {
      error = e;
    }
    expect(filter.toProblem(error)).toMatchObject({
      status: 400,
      code: 'validation-failed',
      errors: [{ path: 'url', message: 'Enter a website address.' }],
    });
  });
});
