/**
 * A small in-memory cache with a time-to-live per entry, for values that are expensive to compute and may be a
 * little stale (the insights). Per process: each API process computes its own copy. Concurrent requests for a
 * missing key share one computation; a failed computation is not cached.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<T> }>();

  /**
   * @param ttlMs how long a value is served; 0 disables caching
   * @param maxEntries entries kept at most (the oldest is dropped first)
   */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 100,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value of `key`, or the result of `compute` (then cached for the TTL). */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return compute();
    const time = this.now();
    const cached = this.entries.get(key);
    if (cached && cached.expiresAt > time) return cached.value;
    const value = compute();
    this.entries.delete(key);
    this.entries.set(key, { expiresAt: time + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Drops every entry (e.g. after a website was hidden). */
  clear(): void {
    this.entries.clear();
  }
}
