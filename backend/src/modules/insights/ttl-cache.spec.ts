import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('serves a value until it expires, sharing concurrent computations', async () => {
    let time = 0;
    const cache = new TtlCache<number>(1000, 10, () => time);
    let calls = 0;
    const compute = () => Promise.resolve(++calls);
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect([a, b, calls]).toEqual([1, 1, 1]);
    time = 999;
    expect(await cache.get('k', compute)).toBe(1);
    time = 1000;
    expect(await cache.get('k', compute)).toBe(2);
  });

  it('does not cache failures, honours ttl 0 and the entry limit', async () => {
    const cache = new TtlCache<number>(1000, 2);
    await expect(cache.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cache.get('k', () => Promise.resolve(5))).toBe(5);
    await cache.get('a', () => Promise.resolve(1));
    await cache.get('b', () => Promise.resolve(2));
    expect(await cache.get('k', () => Promise.resolve(6))).toBe(6);

    const uncached = new TtlCache<number>(0);
    let calls = 0;
    await uncached.get('k', () => Promise.resolve(++calls));
    await uncached.get('k', () => Promise.resolve(++calls));
    expect(calls).toBe(2);
  });
});
