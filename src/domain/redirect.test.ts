import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it.each([
    ['/settings/account/profile', '/settings/account/profile'],
    ['/search?q=shoes&page=2', '/search?q=shoes&page=2'],
    ['/categories/3/vendors/9#reviews', '/categories/3/vendors/9#reviews'],
  ])('returns the in-app path %s', (raw, expected) => {
    expect(safeRedirect(raw)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['//evil.example/home'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/%2F%2Fevil.example'.replace('/%2F', '%2F')],
    ['%2F%2Fevil.example'],
    ['/%5Cevil.example'],
    ['https://evil.example'],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,hi'],
    ['/home@evil.example'],
    ['/ho\u0000me'],
    ['/home\nSet-Cookie: x'],
    ['/home%0d%0a'],
    ['/\tevil'],
    ['home'],
    ['%E0%A4%A'],
    ['/login?redirect=%2Fhome'],
    ['/register-login'],
  ])('falls back to /home for %j', (raw) => {
    expect(safeRedirect(raw)).toBe('/home');
  });

  it('the login path carries the whole wanted path, query included', () => {
    expect(loginPathFor('/settings/account/profile?tab=x&y=1')).toBe(
      '/login?redirect=%2Fsettings%2Faccount%2Fprofile%3Ftab%3Dx%26y%3D1',
    );
  });
});
