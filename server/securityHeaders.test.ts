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

  it('come with answers that are not JSON (pictures, pages)', async () => {
    const picture = await server.app.request('/api/images/product/1.svg');
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expectSecurityHeaders(picture);
    expectSecurityHeaders(await server.app.request('/'));
  });
});
