import { FIRST_READS, homePicturesOf, noEarlyReads, sendEarlyReads, type EarlyReads } from '../api/earlyReads';
import { assetUrl } from '../domain/assetUrl';
import { HOME_PRIORITY_CATEGORIES } from '../domain/catalogue';
import { ACCESS_TOKEN_KEY, REQUEST_TIMEOUT_MS } from '../domain/constants';
import { hashPath, opensHome, opensSignIn } from '../domain/pagePath';
import { HIDDEN_ATTRIBUTE, PRERENDERED_ATTRIBUTE, PRESSED_ATTRIBUTE, SUBMITTED_ATTRIBUTE } from '../ui/session/earlyTyping';

/**
 * The page's head script: it runs before the body is drawn and before any of the app's code
 * has come. The build bundles it and writes it into index.html (vite.config.ts,
 * `prerenderSignInPlugin`); the server allows it by its hash (server/http/staticSite.ts).
 *
 * - The sign-in card (index.html carries it) is for a signed-out visit to the sign-in page
 *   only: with a token kept, or on another page, it is hidden, so the app's first screen is not
 *   preceded by a flash of it.
 * - The app's scripts are asked for here, not by tags in the page. Without the card at once,
 *   and for a signed-in visit its first chunks beside the entry. With the card once the browser
 *   has reported its paint (or after `CARD_PAINT_WAIT_MS`): the card's first bytes paint without
 *   waiting on them, and its paint is recorded before the app draws its own card over it
 *   (Chrome drops a paint whose element has gone by the time it is reported, and would count
 *   the app's card, drawn after the entry has run, as the page's largest paint).
 * - A signed-in visit's first reads (the user; the home's catalogue when it opens there) are
 *   sent now, beside the scripts, and handed to the app (`takeEarlyReads`); the first pictures
 *   of the home are fetched as soon as its answer names them (one is the largest paint).
 * - Sending the card before the app has taken it over would be the browser's own send of the
 *   form (a POST to the page, which sends it back to the page): it is stopped and marked, and the app
 *   sends the form once it is there (src/ui/session/earlyTyping.ts). A press on the card is marked until
 *   just after its click, and the app waits for its end before taking the card over.
 */
export function startPage(scripts: PageScripts, apiOrigin: string, page: Page = window): void {
  const { document } = page;
  const path = hashPath(page.location.hash);
  const token = readToken(page);
  const showsCard = !token && opensSignIn(path);
  if (!showsCard) document.documentElement.setAttribute(HIDDEN_ATTRIBUTE, '');
  const cardOf = (event: Event) => (event.target instanceof page.Element ? event.target.closest(`[${PRERENDERED_ATTRIBUTE}]`) : null);
  document.addEventListener(
    'submit',
    (event) => {
      const card = cardOf(event);
      if (!card) return;
      event.preventDefault();
      card.setAttribute(SUBMITTED_ATTRIBUTE, '');
    },
    true,
  );
  document.addEventListener('pointerdown', (event) => cardOf(event)?.setAttribute(PRESSED_ATTRIBUTE, ''), true);
  // The click comes in the same task as the release: the mark goes in the next one.
  const pressEnded = () => page.setTimeout(() => document.querySelector(`[${PRESSED_ATTRIBUTE}]`)?.removeAttribute(PRESSED_ATTRIBUTE));
  document.addEventListener('pointerup', pressEnded, true);
  document.addEventListener('pointercancel', pressEnded, true);
  try {
    sendFirstReads(apiOrigin, page);
  } catch {
    // Never in the way of the app, which sends its reads itself when none were handed over.
  }

  let asked = false;
  const askForScripts = () => {
    if (asked) return;
    asked = true;
    for (const url of [scripts.entry, ...scripts.entryImports, ...(token ? scripts.signedInChunks : [])]) {
      addToHead(document, 'link', { rel: 'modulepreload', href: url });
    }
    // A script added by a script runs as soon as it is there: the entry is added once the page
    // is parsed (its root is there); its code is on its way from now on (above).
    const runEntry = () => addToHead(document, 'script', { type: 'module', src: scripts.entry });
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', runEntry);
    else runEntry();
  };
  const Observer = page.PerformanceObserver as typeof PerformanceObserver | undefined;
  if (showsCard && Observer?.supportedEntryTypes?.includes('largest-contentful-paint') && document.visibilityState === 'visible') {
    page.setTimeout(askForScripts, CARD_PAINT_WAIT_MS);
    // A link on the card followed before its paint was reported: the next page needs the app now.
    page.addEventListener('hashchange', askForScripts);
    new Observer((_, observer) => {
      observer.disconnect();
      askForScripts();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } else askForScripts();
}

type Page = Window & typeof globalThis;

/** The app's scripts as the build named them. */
export interface PageScripts {
  entry: string;
  /** The entry's own imports (what the bundler would have given modulepreload tags). */
  entryImports: string[];
  /** What a signed-in visit needs beside the entry (vite.config.ts, `SIGNED_IN_CHUNKS`). */
  signedInChunks: string[];
}

/** Past this the app's scripts come anyway: a hidden tab, for one, reports no paint. */
export const CARD_PAINT_WAIT_MS = 3000;
// Where the head leaves the reads it sent, for the app to take.
const EARLY_READS_KEY = '__lylaEarlyReads';

/** The reads the head script sent (`startPage`), once; none when it sent none. */
export function takeEarlyReads(page: Window = window): EarlyReads {
  const holder = page as unknown as Record<string, unknown>;
  const handed = holder[EARLY_READS_KEY] as Partial<EarlyReads> | undefined;
  delete holder[EARLY_READS_KEY];
  return typeof handed?.take === 'function' && typeof handed.peek === 'function' ? (handed as EarlyReads) : noEarlyReads;
}

/**
 * A signed-in visit's first reads, sent before the app's code is there and left for it
 * (`takeEarlyReads`); the home's first pictures are fetched as soon as its answer names them.
 */
export function sendFirstReads(apiOrigin: string, page: Page = window): void {
  const token = readToken(page);
  if (!token) return;
  const reads = sendEarlyReads({
    baseURL: apiOrigin,
    token,
    urls: opensHome(hashPath(page.location.hash)) ? [FIRST_READS.currentUser, FIRST_READS.home] : [FIRST_READS.currentUser],
    timeoutMs: REQUEST_TIMEOUT_MS,
    fetch: page.fetch.bind(page),
  });
  (page as unknown as Record<string, unknown>)[EARLY_READS_KEY] = reads;
  void reads.peek(FIRST_READS.home)?.then((answer) => {
    for (const url of homePicturesOf(answer, HOME_PRIORITY_CATEGORIES)) {
      addToHead(page.document, 'link', { rel: 'preload', as: 'image', href: assetUrl(apiOrigin, url), fetchpriority: 'high' });
    }
  });
}

function readToken(page: Page): string | null {
  try {
    return page.localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage refused (a privacy setting): the visit starts signed out, as the app's would.
    return null;
  }
}

function addToHead(document: Document, tag: 'link' | 'script', attributes: Record<string, string>) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
}
