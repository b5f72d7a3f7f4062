import { describe, expect, it } from 'vitest';
import { createLru } from './lru';

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
