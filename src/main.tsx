import { startTransition, StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { composeApp } from './app/composeApp';
import { readConfig } from './app/config';
import './theme/font.css';
import './theme/global.css';
import { App } from './ui/app/App';
import { preloadSignedInVisit } from './ui/router/routes';
import { afterCardPress, takeEarlyTyping } from './ui/session/earlyTyping';

const app = composeApp({ apiOrigin: readConfig(import.meta.env).apiOrigin, window });

// Past this, a signed-in visit whose first screens' code is still on its way draws a spinner.
const FIRST_SCREENS_WAIT_MS = 3000;

// A signed-in visit needs the app's frame, its header tools and (most often) the home screen:
// their chunks (already on their way: the page's head script, src/app/pageHead.ts, asked for them
// and sent the first reads) are awaited before the first render, so the page draws once, whole.
// (Not a top-level await: with one, the bundler puts a small chunk in front of every chunk
// loaded later, a round trip more before each.)
const visit = app.startSignedInVisit();
if (visit) {
  const waited = new Promise((resolve) => setTimeout(resolve, FIRST_SCREENS_WAIT_MS));
  void Promise.race([preloadSignedInVisit(visit), waited]).then(() => startTransition(renderApp));
} else afterCardPress(document.getElementById('root')!, () => flushSync(renderApp));

// The sign-in card written into index.html (vite.config.ts, `prerenderSignInPlugin`) is
// replaced by the app's own at its first render: what was typed into it is read just before
// and handed over, and that render is done at once (flushSync) so nothing typed in between is
// lost; a press on the card is let end first. A signed-in visit has no card to take over (it is
// hidden): its larger first render is a transition, done in slices that leave the page free to
// answer between them.
function renderApp() {
  const root = document.getElementById('root')!;
  const earlyTyping = takeEarlyTyping(root, document.activeElement);
  createRoot(root).render(
    <StrictMode>
      <App services={{ ...app.services, earlyTyping }} />
    </StrictMode>,
  );
}
