import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '../domain/constants';
import { CARD_PAINT_WAIT_MS, sendFirstReads, startPage, takeEarlyReads } from './pageHead';

const SCRIPTS = { entry: '/assets/index.js', entryImports: ['/assets/app.js'], signedInChunks: ['/assets/signed-in.js'] };
const HOME_ANSWER = { code: 200, data: { categories: [1, 2, 3].map((id) => ({ id, image: { url: `/api/images/category/${id}.svg` } })) } };

/** A page as the browser has it when the head script runs: the card is in the body below. */
function openPage(route: string, { token = null as string | null, reportsPaints = true } = {}) {
  const dom = new JSDOM('<!doctype html><html><head></head><body><div id="root"><div data-prerendered><form><input name="email"></form></div></div><form id="other"></form></body></html>', {
    url: `https://lyla.example/site/app/#${route}`,
    pretendToBeVisual: true,
  });
  const page = dom.window as unknown as Window & typeof globalThis;
  if (token) page.localStorage.setItem(ACCESS_TOKEN_KEY, token);
  const fetch = vi.fn(async (url: string) => new Response(JSON.stringify(url.endsWith('/api/catalogue/home') ? HOME_ANSWER : { code: 200, data: {} })));
  Object.assign(page, { fetch });
  let reportPaint = () => {};
  const Observer = class {
    static supportedEntryTypes = reportsPaints ? ['largest-contentful-paint'] : [];
    constructor(callback: (entries: unknown, observer: unknown) => void) {
      reportPaint = () => callback({ getEntries: () => [{}] }, this);
    }
    observe() {}
    disconnect() {}
  };
  Object.assign(page, { PerformanceObserver: Observer });
  const asked = (selector: string, attribute: 'href' | 'src') => [...page.document.head.querySelectorAll(selector)].map((element) => element.getAttribute(attribute));
  const parsed = new Promise((resolve) => page.document.addEventListener('DOMContentLoaded', resolve));
  return {
    page,
    fetch,
    /** Once the page is parsed (the entry is added then). */
    parsed: () => parsed,
    reportPaint: () => reportPaint(),
    cardHidden: () => page.document.documentElement.hasAttribute('data-prerendered-hidden'),
    preloads: () => asked('link[rel="modulepreload"]', 'href'),
    entries: () => asked('script[type="module"]', 'src'),
    pictures: () => asked('link[rel="preload"][as="image"][fetchpriority="high"]', 'href'),
  };
}

describe('the page head, on a signed-out visit to the sign-in page', () => {
  it('shows the card and asks for the app only once the card’s paint is reported', async () => {
    const visit = openPage('/login');
    startPage(SCRIPTS, '', visit.page);
    await visit.parsed();
    expect(visit.cardHidden()).toBe(false);
    expect(visit.entries()).toEqual([]);
    expect(visit.fetch).not.toHaveBeenCalled();

    visit.reportPaint();
    expect(visit.preloads()).toEqual(['/assets/index.js', '/assets/app.js']);
    expect(visit.entries()).toEqual(['/assets/index.js']);
  });

  it('asks for the app at once when a link on the card is followed before its paint is reported', async () => {
    const visit = openPage('/login');
    startPage(SCRIPTS, '', visit.page);
    await visit.parsed();
    visit.page.location.hash = '#/register';
    await new Promise((resolve) => visit.page.addEventListener('hashchange', resolve));
    expect(visit.entries()).toEqual(['/assets/index.js']);
    visit.reportPaint();
    expect(visit.entries()).toEqual(['/assets/index.js']);
  });

  it('asks for the app after a while when no paint is reported, and only once', async () => {
    const visit = openPage('/');
    await visit.parsed();
    let waited: { run: () => void; ms: number } | undefined;
    Object.assign(visit.page, { setTimeout: (run: () => void, ms: number) => (waited = { run, ms }) });
    startPage(SCRIPTS, '', visit.page);
    expect(visit.entries()).toEqual([]);
    expect(waited?.ms).toBe(CARD_PAINT_WAIT_MS);
    waited?.run();
    expect(visit.entries()).toEqual(['/assets/index.js']);
    visit.reportPaint();
    expect(visit.entries()).toEqual(['/assets/index.js']);
  });

  it('asks for the app at once in a browser that reports no paints', async () => {
    const visit = openPage('/login', { reportsPaints: false });
    startPage(SCRIPTS, '', visit.page);
    expect(visit.preloads()).toEqual(['/assets/index.js', '/assets/app.js']);
    // The entry itself runs once the page is parsed: its root is there then.
    expect(visit.entries()).toEqual([]);
    await visit.parsed();
    expect(visit.entries()).toEqual(['/assets/index.js']);
  });

  it('stops the card’s own send, marking it for the app, and leaves other forms alone', () => {
    const visit = openPage('/login');
    startPage(SCRIPTS, '', visit.page);
    const send = (form: HTMLFormElement) => form.dispatchEvent(new visit.page.Event('submit', { bubbles: true, cancelable: true }));
    const card = visit.page.document.querySelector('[data-prerendered]')!;
    expect(send(card.querySelector('form')!)).toBe(false);
    expect(card.hasAttribute('data-submitted')).toBe(true);
    expect(send(visit.page.document.querySelector<HTMLFormElement>('#other')!)).toBe(true);
  });

  it('marks a press on the card until the task after its release (its click comes in that task)', async () => {
    const visit = openPage('/login');
    startPage(SCRIPTS, '', visit.page);
    const { document } = visit.page;
    const card = document.querySelector('[data-prerendered]')!;
    const press = (target: Element, type: string) => target.dispatchEvent(new visit.page.Event(type, { bubbles: true }));
    const nextTask = () => new Promise((resolve) => visit.page.setTimeout(resolve));

    press(document.querySelector('#other')!, 'pointerdown');
    expect(card.hasAttribute('data-pressed')).toBe(false);
    press(card.querySelector('input')!, 'pointerdown');
    expect(card.hasAttribute('data-pressed')).toBe(true);
    press(card.querySelector('input')!, 'pointerup');
    expect(card.hasAttribute('data-pressed')).toBe(true);
    await nextTask();
    expect(card.hasAttribute('data-pressed')).toBe(false);

    press(card, 'pointerdown');
    press(document.body, 'pointercancel');
    await nextTask();
    expect(card.hasAttribute('data-pressed')).toBe(false);
  });
});

describe('the page head, on any other visit', () => {
  it('hides the card on another public page and asks for the app at once', async () => {
    const visit = openPage('/register');
    startPage(SCRIPTS, '', visit.page);
    expect(visit.cardHidden()).toBe(true);
    expect(visit.preloads()).toEqual(['/assets/index.js', '/assets/app.js']);
    await visit.parsed();
    expect(visit.entries()).toEqual(['/assets/index.js']);
  });

  it('for a signed-in visit to the home: hides the card, asks for its chunks beside the entry, sends both first reads', async () => {
    const visit = openPage('/home', { token: 'token-1' });
    startPage(SCRIPTS, 'https://api.example', visit.page);
    expect(visit.cardHidden()).toBe(true);
    expect(visit.preloads()).toEqual(['/assets/index.js', '/assets/app.js', '/assets/signed-in.js']);
    expect(visit.fetch.mock.calls.map(([url]) => url)).toEqual(['https://api.example/api/v2/user/current', 'https://api.example/api/catalogue/home']);
    // The first two categories' pictures, fetched once the home's answer names them.
    await vi.waitFor(() => expect(visit.pictures()).toEqual(['https://api.example/api/images/category/1.svg', 'https://api.example/api/images/category/2.svg']));
  });

  it('still asks for the app when the reads cannot be sent', async () => {
    const visit = openPage('/home', { token: 'token-1' });
    visit.fetch.mockImplementation(() => {
      throw new TypeError('fetch is not available');
    });
    startPage(SCRIPTS, '', visit.page);
    await visit.parsed();
    expect(visit.entries()).toEqual(['/assets/index.js']);
    expect(takeEarlyReads(visit.page).take('/api/v2/user/current', {}, 'token-1')).toBeUndefined();
  });

  it('on another signed-in page reads the user only, and fetches no picture', async () => {
    const visit = openPage('/news', { token: 'token-1' });
    startPage(SCRIPTS, '', visit.page);
    expect(visit.fetch.mock.calls.map(([url]) => url)).toEqual(['/api/v2/user/current']);
    await takeEarlyReads(visit.page).take('/api/v2/user/current', {}, 'token-1');
    expect(visit.pictures()).toEqual([]);
  });

  it('treats a visit whose storage is refused as signed out', () => {
    const visit = openPage('/login');
    Object.defineProperty(visit.page, 'localStorage', { get: () => { throw new DOMException('denied', 'SecurityError'); } });
    startPage(SCRIPTS, '', visit.page);
    expect(visit.cardHidden()).toBe(false);
    expect(visit.fetch).not.toHaveBeenCalled();
  });
});

describe('takeEarlyReads', () => {
  it('hands the reads the head sent to the app once, for the token they were sent with', async () => {
    const visit = openPage('/home', { token: 'token-1' });
    sendFirstReads('', visit.page);
    const reads = takeEarlyReads(visit.page);
    await expect(reads.take('/api/catalogue/home', {}, 'token-1')).resolves.toEqual({ status: 200, body: HOME_ANSWER });
    expect(takeEarlyReads(visit.page).take('/api/v2/user/current', {}, 'token-1')).toBeUndefined();
  });

  it('gives none when the head sent none, or something else sits where they would be', () => {
    const visit = openPage('/home');
    sendFirstReads('', visit.page);
    expect(visit.fetch).not.toHaveBeenCalled();
    expect(takeEarlyReads(visit.page).take('/api/v2/user/current', {}, null)).toBeUndefined();
    Object.assign(visit.page, { __lylaEarlyReads: { take: 'not a function' } });
    expect(takeEarlyReads(visit.page).take('/api/v2/user/current', {}, 'token-1')).toBeUndefined();
  });
});
