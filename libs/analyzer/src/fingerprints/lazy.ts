/**
 * Properties computed on first read: the parts of a fingerprint set that a run may never use.
 */

/** Defines `target[key]` as computed by `make` on first read, then a plain (enumerable) value. */
export function lazyProperty<T extends object, K extends keyof T>(target: T, key: K, make: () => T[K]): void {
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get: () => {
      const value = make();
      Object.defineProperty(target, key, { value, enumerable: true });
      return value;
    },
  });
}

/** A record of `keys` whose values are computed by `make` on first read of each key. */
export function lazyRecord<K extends string, V>(keys: readonly K[], make: (key: K) => V): Record<K, V> {
  const record = {} as Record<K, V>;
  for (const key of keys) lazyProperty(record, key, () => make(key));
  return record;
}
