import { backoffMs, joinUrl, RateLimiter, retryAfterMs } from './source-http';
import { versionFromTag } from './github';
import { defaultNpmRegistry, npmPackagePath } from './npm';

describe('RateLimiter', () => {
  it('caps concurrency and spaces starts', async () => {
    const limiter = new RateLimiter({ minIntervalMs: 30, maxConcurrent: 2 });
    let running = 0;
    let peak = 0;
    const starts: number[] = [];
    const task = async (): Promise<void> => {
      starts.push(Date.now());
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 50));
      running -= 1;
    };
    await Promise.all(Array.from({ length: 5 }, () => limiter.schedule(task)));
    expect(peak).toBe(2);
    starts.slice(1).forEach((at, i) => expect(at - starts[i]).toBeGreaterThanOrEqual(28));
  });

  it('rejects a waiting task when its signal aborts', async () => {
    const limiter = new RateLimiter({ maxConcurrent: 1 });
    let release!: () => void;
    const first = limiter.schedule(() => new Promise<void>((resolve) => (release = resolve)));
    const controller = new AbortController();
    const second = limiter.schedule(() => Promise.resolve('ran'), controller.signal);
    controller.abort(new Error('stop'));
    await expect(second).rejects.toThrow('stop');
    release();
    await first;
    await expect(limiter.schedule(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});

describe('helpers', () => {
  it('backoff doubles with jitter and a cap', () => {
    expect(backoffMs(1, 100, 10_000, () => 0.5)).toBe(100);
    expect(backoffMs(3, 100, 10_000, () => 0.5)).toBe(400);
    expect(backoffMs(10, 100, 1000, () => 1)).toBe(1250);
    expect(backoffMs(1, 100, 1000, () => 0)).toBe(75);
  });

  it('reads Retry-After (seconds, date) and GitHub rate-limit reset', () => {
    const now = Date.parse('2026-11-21T00:00:00Z');
    expect(retryAfterMs({ 'retry-after': '2' }, now)).toBe(2000);
    expect(retryAfterMs({ 'retry-after': 'Sat, 21 Nov 2026 00:00:05 GMT' }, now)).toBe(5000);
    expect(
      retryAfterMs({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(now / 1000 + 60) }, now),
    ).toBe(60_000);
    expect(retryAfterMs({ 'x-ratelimit-remaining': '10' }, now)).toBeNull();
  });

  it.each([
    ['v1.2.3', '1.2.3'],
    ['1.2.3', '1.2.3'],
    ['release-6.0.23', '6.0.23'],
    ['Release_1_12_0', '1.12.0'],
    ['pkg@2.0.0-rc.1', '2.0.0-rc.1'],
    ['latest', null],
  ] as const)('tag %s → %s', (tag, version) => {
    expect(versionFromTag(tag)).toBe(version);
  });

  it('npm paths and registry default', () => {
    expect(npmPackagePath('@angular/core')).toBe('@angular%2Fcore');
    expect(npmPackagePath('chart.js')).toBe('chart.js');
    expect(defaultNpmRegistry({ npm_config_registry: 'http://mirror.local/' })).toBe('http://mirror.local/');
    expect(defaultNpmRegistry({})).toBe('https://registry.npmjs.org');
    expect(joinUrl('http://x/', '/a')).toBe('http://x/a');
  });
});
