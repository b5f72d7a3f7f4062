// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from './http/securityHeaders';
import { startTestServer } from './testSupport';

const server = await startTestServer();

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
}

describe('security headers', () => {
  it('come with JSON answers, successful or not', async () => {
    const state = await server.app.request('/api/v2/state', { method: 'POST' });
    expect(state.headers.get('content-type')).toBe('application/json');
    expectSecurityHeaders(state);
    const refused = await server.app.request('/api/catalogue/home', { method: 'POST' });
    expect(refused.status).toBe(500);
    expectSecurityHeaders(refused);
    expectSecurityHeaders(await server.app.request('/api/no-such-endpoint', { method: 'POST' }));
  });

  it('come with answers that are not JSON (pages, pictures)', async () => {
    expectSecurityHeaders(await server.app.request('/'));
    const picture = await server.app.request('/api/images/product/1.svg');
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(picture.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('let a page of another origin show the catalogue pictures', async () => {
    const picture = await server.app.request('/api/images/product/1.svg');
    expect(picture.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  });
});

describe('another app origin (VITE_API_ORIGIN)', () => {
  const APP_ORIGIN = 'https://app.example.com';

  it('may call the API when the server allows it (ALLOWED_ORIGINS)', async () => {
    const allowing = await startTestServer({ allowedOrigins: [APP_ORIGIN] });
    const preflight = await allowing.app.request('/api/auth/login', {
      method: 'OPTIONS',
      headers: { Origin: APP_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,authorization' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
    const state = await allowing.app.request('/api/v2/state', { method: 'POST', headers: { Origin: APP_ORIGIN } });
    expect(state.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expectSecurityHeaders(state);
  });

  it('is not allowed unless configured', async () => {
    const state = await server.app.request('/api/v2/state', { method: 'POST', headers: { Origin: APP_ORIGIN } });
    expect(state.headers.get('access-control-allow-origin')).toBeNull();
  });
});
