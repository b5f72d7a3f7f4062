// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './testSupport';

const SECRET = 'outside-the-static-dir';
const SCRIPT = 'console.log("app")';
const CLIP = '0123456789abcdefghij';
let workDir: string;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'lyla-static-'));
  const staticDir = join(workDir, 'dist');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>LYLA</title>');
  writeFileSync(join(staticDir, 'assets', 'index-3f9a1c.js'), SCRIPT);
  // What the build's precompress step writes beside each text file.
  writeFileSync(join(staticDir, 'assets', 'index-3f9a1c.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(join(staticDir, 'assets', 'index-3f9a1c.js.gz'), gzipSync(SCRIPT));
  writeFileSync(join(staticDir, 'assets', 'only-gzip-77aa.css'), 'body{}');
  writeFileSync(join(staticDir, 'assets', 'only-gzip-77aa.css.gz'), gzipSync('body{}'));
  writeFileSync(join(staticDir, 'assets', 'logo-12ab.png'), 'not really a png');
  mkdirSync(join(staticDir, 'media'));
  writeFileSync(join(staticDir, 'media', 'clip.webm'), CLIP);
  writeFileSync(join(staticDir, 'media', 'clip.vtt'), 'WEBVTT\n');
  writeFileSync(join(workDir, 'package.json'), SECRET);
  server = await startTestServer({ staticDir });
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('the built app at /site/app/', () => {
  it('sends the sign-in card posted with no script back to the page, with no error', async () => {
    const response = await server.app.request('/site/app/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'email=demo%40lyla.example&password=secret',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/site/app/');
  });

  it('redirects / to the app', async () => {
    const response = await server.app.request('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/site/app/');
  });

  it.each(['/site/app/', '/site/app'])('serves index.html at %s, always revalidated', async (path) => {
    const response = await server.app.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toContain('<title>LYLA</title>');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await server.app.request('/site/app/assets/index-3f9a1c.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('javascript');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
  });

  const fetchScript = (acceptEncoding: string) =>
    server.app.request('/site/app/assets/index-3f9a1c.js', { headers: { 'Accept-Encoding': acceptEncoding } });

  it('sends the brotli copy to a browser that takes it, keyed on Accept-Encoding', async () => {
    const response = await fetchScript('gzip, deflate, br, zstd');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Content-Type')).toContain('javascript');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(brotliCompressSync(SCRIPT));
  });

  it.each(['gzip, deflate', 'br;q=0, gzip;q=0.8'])('sends the gzip copy for Accept-Encoding "%s"', async (acceptEncoding) => {
    const response = await fetchScript(acceptEncoding);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(SCRIPT);
  });

  it.each(['', 'identity', 'br;q=0, gzip;q=0'])('sends the plain file for Accept-Encoding "%s"', async (acceptEncoding) => {
    const response = await fetchScript(acceptEncoding);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(SCRIPT);
  });

  it('falls back to the copy that exists', async () => {
    const response = await server.app.request('/site/app/assets/only-gzip-77aa.css', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe('body{}');
  });

  it('sends pictures as they are, with no Vary', async () => {
    const response = await server.app.request('/site/app/assets/logo-12ab.png', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBeNull();
    expect(await response.text()).toBe('not really a png');
  });

  it('answers 404 for an unknown asset', async () => {
    const response = await server.app.request('/site/app/assets/missing.js');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 40400 });
  });

  it.each([
    '/site/app/../package.json',
    '/site/app/%2e%2e/package.json',
    '/site/app/..%2fpackage.json',
    '/site/app/assets/..%2F..%2Fpackage.json',
    '/site/app/..%5cpackage.json',
    '/site/app//package.json',
  ])('does not leak files outside the app through %s', async (path) => {
    const response = await server.app.request(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(SECRET);
  });
});

describe('media files, read in parts as a player seeks', () => {
  const request = (range?: string) => server.app.request('/site/app/media/clip.webm', range ? { headers: { Range: range } } : {});

  it('says it takes ranges, and sends the whole file when none is asked', async () => {
    const response = await request();
    expect(response.status).toBe(200);
    expect(response.headers.get('Accept-Ranges')).toBe('bytes');
    expect(response.headers.get('Content-Type')).toBe('video/webm');
    expect(await response.text()).toBe(CLIP);
  });

  it.each([
    ['bytes=0-3', '0123', 'bytes 0-3/20'],
    ['bytes=10-', 'abcdefghij', 'bytes 10-19/20'],
    ['bytes=-5', 'fghij', 'bytes 15-19/20'],
    ['bytes=18-99', 'ij', 'bytes 18-19/20'],
  ])('answers %s with 206 and that part', async (range, body, contentRange) => {
    const response = await request(range);
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe(contentRange);
    expect(await response.text()).toBe(body);
  });

  it('names captions as WebVTT, or a browser will not show them', async () => {
    const response = await server.app.request('/site/app/media/clip.vtt');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/vtt/);
  });

  it.each(['bytes=20-', 'bytes=5-2', 'bytes=0-1,4-5', 'items=0-3', 'bytes=-'])('answers %s with 416 and the size', async (range) => {
    const response = await request(range);
    expect(response.status).toBe(416);
    expect(response.headers.get('Content-Range')).toBe('bytes */20');
  });
});
