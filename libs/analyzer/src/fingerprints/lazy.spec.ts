import { LazyMap, lazyArray, lazyProperty } from './lazy';

describe('lazyArray', () => {
  it('makes each element on its first read only, and reads like a plain array', () => {
    const made: number[] = [];
    const array = lazyArray(4, (i) => {
      made.push(i);
      return { i };
    });
    expect(array.length).toBe(4);
    expect(made).toEqual([]);
    const second = array[2];
    expect(second).toEqual({ i: 2 });
    expect(array[2]).toBe(second);
    expect(made).toEqual([2]);
    expect(array[4]).toBeUndefined();
    expect(1 in array).toBe(true);
    expect(4 in array).toBe(false);
    expect(array.map(({ i }) => i * 10)).toEqual([0, 10, 20, 30]);
    expect([...array].map(({ i }) => i)).toEqual([0, 1, 2, 3]);
    expect(made.sort()).toEqual([0, 1, 2, 3]);
    expect(array[2]).toBe(second);
  });

  it('cannot be written to', () => {
    const array = lazyArray(1, () => 'x') as string[];
    expect(() => {
      'use strict';
      array[0] = 'y';
    }).toThrow(TypeError);
    expect(array[0]).toBe('x');
  });
});

describe('LazyMap', () => {
  it('makes the value of a key on its first look-up, keeps the keys in order', () => {
    const made: number[] = [];
    const map = new LazyMap(['b', 'a', 'c'], (k) => {
      made.push(k);
      return [k];
    });
    expect(map.size).toBe(3);
    expect(map.has('a')).toBe(true);
    expect(map.has('z')).toBe(false);
    expect(made).toEqual([]);
    const a = map.get('a');
    expect(a).toEqual([1]);
    expect(map.get('a')).toBe(a);
    expect(map.get('z')).toBeUndefined();
    expect(made).toEqual([1]);
    expect([...map.keys()]).toEqual(['b', 'a', 'c']);
    expect(made).toEqual([1]);
    expect([...map]).toEqual([
      ['b', [0]],
      ['a', [1]],
      ['c', [2]],
    ]);
    expect([...map.values()][1]).toBe(a);
    const seen: string[] = [];
    map.forEach((value, key) => seen.push(`${key}${value[0]}`));
    expect(seen).toEqual(['b0', 'a1', 'c2']);
    expect(made).toEqual([1, 0, 2]);
  });
});

describe('lazyProperty', () => {
  it('computes the value on first read and then holds it as a plain property', () => {
    let calls = 0;
    const target = {} as { value: number };
    lazyProperty(target, 'value', () => (calls += 1));
    expect(calls).toBe(0);
    expect(target.value).toBe(1);
    expect(target.value).toBe(1);
    expect(calls).toBe(1);
    expect(Object.getOwnPropertyDescriptor(target, 'value')?.get).toBeUndefined();
  });
});
