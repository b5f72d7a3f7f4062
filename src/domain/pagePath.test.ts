import { describe, expect, it } from 'vitest';
import { hashPath, opensHome, opensSignIn } from './pagePath';

describe('hashPath', () => {
  it('is the route of the hash, without its query', () => {
    expect(hashPath('#/catalogue/3?tab=a')).toBe('/catalogue/3');
    expect(hashPath('#/login')).toBe('/login');
  });

  it('is the root when there is no route', () => {
    expect(hashPath('')).toBe('/');
    expect(hashPath('#')).toBe('/');
    expect(hashPath('#?next=1')).toBe('/');
  });
});

describe('the first page of a visit', () => {
  it('is the home for the root and /home only', () => {
    expect(['/', '/home', '/login', '/home/x'].filter(opensHome)).toEqual(['/', '/home']);
  });

  it('is the sign-in page for the root and /login only', () => {
    expect(['/', '/login', '/register', '/home'].filter(opensSignIn)).toEqual(['/', '/login']);
  });
});
