/**
 * Properties, arrays and maps computed on first read: the parts of a fingerprint set that a run may never use.
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

/** The array index a property key names (`'12'` → 12), or -1. */
function arrayIndex(key: string | symbol, length: number): number {
  if (typeof key !== 'string') return -1;
  const index = Number(key);
  return Number.isInteger(index) && index >= 0 && index < length && String(index) === key ? index : -1;
}

/**
 * A read-only array of `length` elements, element `i` made by `make(i)` on its first read (then kept): indexing,
 * `length`, iteration and the array methods work as on a plain array (a `Proxy` over one).
 */
export function lazyArray<T>(length: number, make: (index: number) => T): readonly T[] {
  const items = new Array<T>(length);
  const at = (index: number) => (index in items ? items[index] : (items[index] = make(index)));
  return new Proxy(items, {
    get(target, key, receiver) {
      const index = arrayIndex(key, length);
      return index < 0 ? Reflect.get(target, key, receiver) : at(index);
    },
    has(target, key) {
      return arrayIndex(key, length) >= 0 || Reflect.has(target, key);
    },
    getOwnPropertyDescriptor(target, key) {
      const index = arrayIndex(key, length);
      if (index < 0) return Reflect.getOwnPropertyDescriptor(target, key);
      at(index);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
    ownKeys(target) {
      for (let index = 0; index < length; index += 1) at(index);
      return Reflect.ownKeys(target);
    },
    set: () => false,
    defineProperty: () => false,
    deleteProperty: () => false,
  });
}

/**
 * A read-only map over known `keys` (in that order) whose value for the key at position `k` is made by `make(k)`
 * on its first read (then kept). The key index is built on the first look-up (a map never looked up costs nothing).
 */
export class LazyMap<K, V> implements ReadonlyMap<K, V> {
  private index: Map<K, number> | undefined;
  private readonly made: V[];

  constructor(
    private readonly keyList: readonly K[],
    private readonly make: (position: number) => V,
  ) {
    this.made = new Array<V>(keyList.length);
  }

  private get positions(): Map<K, number> {
    if (!this.index) {
      this.index = new Map();
      this.keyList.forEach((key, k) => this.index!.set(key, k));
    }
    return this.index;
  }

  get size(): number {
    return this.keyList.length;
  }

  get(key: K): V | undefined {
    const k = this.positions.get(key);
    return k === undefined ? undefined : this.at(k);
  }

  has(key: K): boolean {
    return this.positions.has(key);
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    this.keyList.forEach((key, k) => callback.call(thisArg, this.at(k), key, this));
  }

  keys(): MapIterator<K> {
    return this.keyList.values();
  }

  *values(): MapIterator<V> {
    for (let k = 0; k < this.keyList.length; k += 1) yield this.at(k);
  }

  *entries(): MapIterator<[K, V]> {
    for (let k = 0; k < this.keyList.length; k += 1) yield [this.keyList[k], this.at(k)];
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }

  private at(k: number): V {
    return k in this.made ? this.made[k] : (this.made[k] = this.make(k));
  }
}
