import { describe, expect, it } from 'vitest';
import { readDraft, sameValues } from './formDraft';

const shape = { first_name: '', gender: '', interests: [1], is_default: false };

describe('readDraft', () => {
  it('reads back a draft of the same form', () => {
    const draft = { first_name: 'Mia', gender: '2', interests: [], is_default: true };
    expect(readDraft(JSON.stringify(draft), shape)).toEqual(draft);
  });

  it.each([
    ['nothing saved', null],
    ['not JSON', '{oops'],
    ['not an object', '"text"'],
    ['a list', '[]'],
    ['null', 'null'],
    ['a missing field', JSON.stringify({ first_name: 'Mia', gender: '2', interests: [] })],
    ['an extra field', JSON.stringify({ first_name: 'Mia', gender: '2', interests: [], is_default: true, admin: true })],
    ['a field of another kind', JSON.stringify({ first_name: 5, gender: '2', interests: [], is_default: true })],
    ['a list that is not a list', JSON.stringify({ first_name: 'Mia', gender: '2', interests: 'all', is_default: true })],
  ])('drops %s', (_, raw) => {
    expect(readDraft(raw, shape)).toBeNull();
  });
});

describe('sameValues', () => {
  it('compares plain values by content', () => {
    expect(sameValues({ a: '1', b: [1, 2] }, { a: '1', b: [1, 2] })).toBe(true);
    expect(sameValues({ a: '1', b: [1, 2] }, { a: '1', b: [2, 1] })).toBe(false);
  });
});
