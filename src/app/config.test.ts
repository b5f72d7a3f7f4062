import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('uses the app origin by default', () => {
    expect(readConfig({})).toEqual({ apiOrigin: '' });
    expect(readConfig({ VITE_API_ORIGIN: '' })).toEqual({ apiOrigin: '' });
  });

  it('takes an absolute origin without trailing slashes', () => {
    expect(readConfig({ VITE_API_ORIGIN: 'https://api.example.com/' })).toEqual({ apiOrigin: 'https://api.example.com' });
  });

  it.each([['api.example.com'], ['ftp://x.example'], [42], ['https://']])('refuses %j with a clear message', (value) => {
    expect(() => readConfig({ VITE_API_ORIGIN: value })).toThrow('VITE_API_ORIGIN must be an absolute URL');
  });
});
