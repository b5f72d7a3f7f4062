import { describe, expect, it } from 'vitest';
import { redirectFor } from './access';
import { PUBLIC_PATHS } from './publicPaths';

describe('redirectFor (spec §2 access rules)', () => {
  it('every public path opens without a sign-in', () => {
    for (const path of PUBLIC_PATHS.filter((p) => p !== '/auth')) {
      expect(redirectFor('signedOut', path, '')).toBeNull();
    }
  });

  it('any other path goes to login with the full wanted path', () => {
    expect(redirectFor('signedOut', '/requests/12/chat', '?from=mail')).toBe(
      '/login?redirect=%2Frequests%2F12%2Fchat%3Ffrom%3Dmail',
    );
    expect(redirectFor('signedOut', '/home', '')).toBe('/login?redirect=%2Fhome');
  });

  it('paths that only look public are not public', () => {
    expect(redirectFor('signedOut', '/login-help', '')).toBe('/login?redirect=%2Flogin-help');
    expect(redirectFor('signedOut', '/register/work-email/extra', '')).not.toBeNull();
  });

  it('nothing moves while the session is being restored', () => {
    expect(redirectFor('restoring', '/home', '')).toBeNull();
  });

  it('after sign-in, the login page returns to a safe redirect only', () => {
    expect(redirectFor('signedIn', '/login', '?redirect=%2Fnews%2F4')).toBe('/news/4');
    expect(redirectFor('signedIn', '/login', '?redirect=%2F%2Fevil.example')).toBe('/home');
    expect(redirectFor('signedIn', '/login', '')).toBe('/home');
    expect(redirectFor('signedIn', '/home', '')).toBeNull();
  });

  it('a pending second factor keeps the person on /auth, remembering where they were going', () => {
    expect(redirectFor('secondFactor', '/login', '?redirect=%2Fnews')).toBe('/auth?redirect=%2Fnews');
    expect(redirectFor('secondFactor', '/auth', '?redirect=%2Fnews')).toBeNull();
    expect(redirectFor('secondFactor', '/requests', '')).toBe('/auth?redirect=%2Frequests');
    expect(redirectFor('signedIn', '/auth', '?redirect=%2Fnews')).toBe('/news');
  });

  it('the code screen without a pending challenge goes back to login', () => {
    expect(redirectFor('signedOut', '/auth', '?redirect=%2Fnews')).toBe('/login?redirect=%2Fnews');
  });

  it('after Sign out sends to a login page without the previous person\'s page', () => {
    expect(redirectFor('signingOut', '/settings/account/profile', '?tab=x')).toBe('/login');
    expect(redirectFor('signingOut', '/login', '')).toBeNull();
  });
});
