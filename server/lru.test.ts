import { describe, expect, it } from 'vitest';
import { createLru } from './lru';
import { createAsyncLru } from './catalogue/asyncLru';

describe('createLru', () => {
  it('builds a value once and keeps it', () => {
    const lru = createLru<string, number>(2);
    let builds = 0;
    expect(lru.get('a', () => ++builds)).toBe(1);
    expect(lru.get('a', () => ++builds)).toBe(1);
    expect(builds).toBe(1);
  });

  it('drops the least recently used entry when full', () => {
    const lru = createLru<string, string>(2);
    lru.get('a', () => 'a1');
    lru.get('b', () => 'b1');
    lru.get('a', () => 'a2'); // a is now the most recent
    lru.get('c', () => 'c1'); // b goes
    expect(lru.get('a', () => 'a3')).toBe('a1');
    expect(lru.get('b', () => 'b2')).toBe('b2');
  });
});

describe('createLru with sizes', () => {
  it('keeps entries while their sizes fit, dropping the least recent first', () => {
    const lru = createLru<string, string>(10, (value) => value.length);
    lru.get('a', () => 'aaaa');
    lru.get('b', () => 'bbbb');
    lru.get('a', () => 'never built'); // a is now the most recent
    lru.get('c', () => 'cccc'); // 12 > 10: b goes
    expect(lru.get('a', () => 'rebuilt')).toBe('aaaa');
    expect(lru.get('c', () => 'rebuilt')).toBe('cccc');
    expect(lru.get('b', () => 'b2')).toBe('b2');
  });

  it('answers a value larger than the whole capacity without keeping it', () => {
    const lru = createLru<string, string>(3, (value) => value.length);
    expect(lru.get('big', () => 'too large')).toBe('too large');
    expect(lru.get('big', () => 'rebuilt')).toBe('rebuilt');
  });

  it('forgets every entry when cleared, and counts from empty again', () => {
    const lru = createLru<string, string>(2);
    lru.get('a', () => 'a1');
    lru.get('b', () => 'b1');
    lru.clear();
    expect(lru.get('a', () => 'a2')).toBe('a2');
    lru.get('c', () => 'c1');
    expect(lru.get('a', () => 'a3')).toBe('a2');
  });
});

describe('createAsyncLru', () => {
  it('reads a value once, keeps it, and answers it at once afterwards', async () => {
    const kept = createAsyncLru<string, string>(10);
    let reads = 0;
    const read = async () => `value ${++reads}`;
    expect(kept.kept('a')).toBeUndefined();
    expect(await Promise.all([kept.get('a', read), kept.get('a', read)])).toEqual(['value 1', 'value 1']);
    expect(kept.kept('a')).toBe('value 1');
    expect(await kept.get('a', read)).toBe('value 1');
    expect(reads).toBe(1);
  });

  it('keeps nothing of a read that fails', async () => {
    const kept = createAsyncLru<string, string>(10);
    await expect(kept.get('a', () => Promise.reject(new Error('lost')))).rejects.toThrow('lost');
    expect(kept.kept('a')).toBeUndefined();
    expect(await kept.get('a', async () => 'again')).toBe('again');
  });
});
