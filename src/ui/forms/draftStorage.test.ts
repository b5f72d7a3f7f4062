import { describe, expect, it } from 'vitest';
import { createDraftStorage, forgetAllDrafts } from './draftStorage';

describe('forgetAllDrafts', () => {
  it('removes the drafts of every person and nothing else', () => {
    const drafts = createDraftStorage(sessionStorage);
    drafts.save(1, 'profile', { first_name: 'Maya' });
    drafts.save(2, 'address', { city: 'Springfield' });
    sessionStorage.setItem('lyla:registration', '{}');
    forgetAllDrafts(sessionStorage);
    expect(drafts.read(1, 'profile')).toBeNull();
    expect(drafts.read(2, 'address')).toBeNull();
    expect(sessionStorage.getItem('lyla:registration')).toBe('{}');
  });
});
