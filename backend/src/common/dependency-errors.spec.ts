import { QueryFailedError } from 'typeorm';
import { unavailableDependency } from './dependency-errors';

describe('unavailableDependency', () => {
  it('recognises Redis outages as ioredis reports them', () => {
    const maxRetries = Object.assign(new Error('Reached the max retries per request limit (which is 3).'), {
      name: 'MaxRetriesPerRequestError',
    });
    expect(unavailableDependency(maxRetries)).toBe('redis');
    expect(unavailableDependency(new Error('Connection is closed.'))).toBe('redis');
    expect(
      unavailableDependency(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe('redis');
  });

  it('recognises PostgreSQL outages, also wrapped by TypeORM', () => {
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(unavailableDependency(new QueryFailedError('SELECT 1', [], shutdown))).toBe('database');
    expect(unavailableDependency(new Error('Connection terminated unexpectedly'))).toBe('database');
    expect(
      unavailableDependency(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
    ).toBe('database');
  });

  it('leaves bugs and query errors alone', () => {
    expect(unavailableDependency(new TypeError('x is undefined'))).toBeNull();
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(unavailableDependency(new QueryFailedError('INSERT', [], unique))).toBeNull();
    expect(unavailableDependency('text')).toBeNull();
  });
});
