import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { composeApp } from './composeApp';
import { readConfig } from './config';
import './theme/font.css';
import './theme/global.css';
import { App } from './ui/app/App';
import { takeEarlyTyping } from './ui/prerender/earlyTyping';

const app = composeApp({ apiOrigin: readConfig(import.meta.env).apiOrigin, window });

// A signed-in visit needs the app's frame, its header tools and (most often) the home screen:
// their chunks start loading now, beside its first reads and the entry's render, instead of one
// after another as each one mounts. A failure here is left to the screen that needs the chunk.
const visit = app.startSignedInVisit();
if (visit) {
  const ignore = () => undefined;
  import('./ui/shell/Shell').catch(ignore);
  import('./ui/shell/HeaderTools').catch(ignore);
  if (visit.opensHome) import('./ui/screens/catalogue/HomeScreen').catch(ignore);
  // The home's first pictures are fetched as soon as its answer names them, not once its
  // screen's code has come and drawn: one of them is the page's largest paint.
  void visit.firstPictures.then((urls) => urls.forEach(preloadPicture));
}

function preloadPicture(url: string) {
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', href: url, fetchPriority: 'high' });
  document.head.append(link);
}

// The sign-in card written into index.html (vite.config.ts, `prerenderSignInPlugin`) is
// replaced by the app's own at its first render: what was typed into it is read just before
// and handed over, and that render is done at once (flushSync) so nothing typed in between is
// lost.
const root = document.getElementById('root')!;
const earlyTyping = takeEarlyTyping(root, document.activeElement);
flushSync(() =>
  createRoot(root).render(
    <StrictMode>
      <App services={{ ...app.services, earlyTyping }} />
    </StrictMode>,
  ),
);
