// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from './http/securityHeaders';
import { DEMO_EMAIL } from './seed';
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

describe('framing and caching', () => {
  it('refuse framing alike in both headers: X-Frame-Options DENY, as frame-ancestors \'none\'', async () => {
    expect((await server.app.request('/api/v2/state', { method: 'POST' })).headers.get('x-frame-options')).toBe('DENY');
    expect((await server.app.request('/')).headers.get('x-frame-options')).toBe('DENY');
  });

  it('no answer that needs a session may be kept by a browser or a proxy (Cache-Control: no-store)', async () => {
    const token = await server.signIn(DEMO_EMAIL);
    const auth = { Authorization: `Bearer ${token}` };
    const answers = {
      user: await server.app.request('/api/v2/user/current', { method: 'POST', headers: auth }),
      location: await server.app.request('/api/v2/user/location', { headers: auth }),
      friends: await server.app.request('/api/v2/user/friends', { headers: auth }),
      wallet: await server.app.request('/reactapi/view/account/wallet', { method: 'POST', headers: auth }),
      catalogue: await server.app.request('/api/catalogue/home', { method: 'POST', headers: auth }),
      refused: await server.app.request('/api/v2/user/current', { method: 'POST' }),
    };
    for (const [name, answer] of Object.entries(answers)) expect(answer.headers.get('cache-control'), name).toBe('no-store');

    const live = await server.app.request('/reactapi/live/updates', { headers: auth });
    expect(live.headers.get('content-type')).toContain('text/event-stream');
    expect(live.headers.get('cache-control')).toBe('no-store');
    await live.body?.cancel();
  });

  it('public pictures keep their own caching', async () => {
    const picture = await server.app.request('/api/images/product/1.svg');
    expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
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

describe('Content-Security-Policy', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'lyla-csp-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>LYLA</title>');
  const directives = (policy: string | null) => new Map((policy ?? '').split('; ').map((directive) => [directive.split(' ')[0], directive]));

  it("is strict on the app's page: own scripts only, no plugins, no framing, calls to its own origin", async () => {
    const withPolicy = await startTestServer({ staticDir });
    const page = await withPolicy.app.request('/site/app/');
    expect(page.headers.get('content-type')).toContain('text/html');
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy.get('script-src')).toBe("script-src 'self'");
    expect(policy.get('object-src')).toBe("object-src 'none'");
    expect(policy.get('base-uri')).toBe("base-uri 'none'");
    expect(policy.get('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(policy.get('connect-src')).toBe("connect-src 'self'");
  });

  it("allows the page's own inline scripts by their hashes, and no other", async () => {
    const withScript = mkdtempSync(join(tmpdir(), 'lyla-csp-'));
    const script = "document.documentElement.setAttribute('data-prerendered','off')";
    writeFileSync(join(withScript, 'index.html'), `<!doctype html><head><script>${script}</script><script type="module" src="/a.js"></script></head>`);
    const { app } = await startTestServer({ staticDir: withScript });
    const scriptSource = async () => directives((await app.request('/site/app/')).headers.get('content-security-policy')).get('script-src');
    const hashOf = (text: string) => createHash('sha256').update(text).digest('base64');
    expect(await scriptSource()).toBe(`script-src 'self' 'sha256-${hashOf(script)}'`);

    // A new build's page is allowed its own script at once.
    const rebuilt = `${script};void 0`;
    writeFileSync(join(withScript, 'index.html'), `<!doctype html><head><script>${rebuilt}</script></head>`);
    expect(await scriptSource()).toBe(`script-src 'self' 'sha256-${hashOf(rebuilt)}'`);
  });

  it('lets the app call the API origin it was built for', async () => {
    const withApi = await startTestServer({ staticDir, apiOrigin: 'https://api.example.com' });
    const policy = directives((await withApi.app.request('/site/app/')).headers.get('content-security-policy'));
    expect(policy.get('connect-src')).toBe("connect-src 'self' https://api.example.com");
    expect(policy.get('img-src')).toContain('https://api.example.com');
    expect(policy.get('media-src')).toBe("media-src 'self' https://api.example.com");
  });

  it('lets the sandbox provider page use only its own style sheet', async () => {
    const page = await server.app.request('/sandbox-provider/checkout/SBX-NOPE');
    const policy = directives(page.headers.get('content-security-policy'));
    expect(policy.get('default-src')).toBe("default-src 'none'");
    expect(policy.get('style-src')).toMatch(/^style-src 'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(policy.get('frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('is not sent with JSON answers', async () => {
    const state = await server.app.request('/api/v2/state', { method: 'POST' });
    expect(state.headers.get('content-security-policy')).toBeNull();
  });
});
