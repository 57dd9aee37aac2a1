import { requestLogLevel } from './logging.module';

describe('requestLogLevel', () => {
  it('logs failures and changes at info or above, and successful reads at debug unless sampled', () => {
    expect(requestLogLevel('GET', 500, undefined, 0)).toBe('error');
    expect(requestLogLevel('GET', 200, new Error('boom'), 0)).toBe('error');
    expect(requestLogLevel('GET', 404, undefined, 0)).toBe('warn');
    expect(requestLogLevel('POST', 202, undefined, 0)).toBe('info');
    expect(requestLogLevel('GET', 200, undefined, 0)).toBe('debug');
    expect(requestLogLevel('HEAD', 304, undefined, 0)).toBe('debug');
    expect(requestLogLevel('GET', 200, undefined, 0.1, () => 0.05)).toBe('info');
    expect(requestLogLevel('GET', 200, undefined, 0.1, () => 0.5)).toBe('debug');
  });
});
