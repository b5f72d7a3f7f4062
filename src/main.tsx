import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { composeApp } from './composeApp';
import { readConfig } from './config';
import { ACCESS_TOKEN_KEY } from './domain/constants';
import './theme/font.css';
import './theme/global.css';
import { App } from './ui/app/App';

const { services } = composeApp({ apiOrigin: readConfig(import.meta.env).apiOrigin, window });

// A signed-in visit needs the app's frame, the catalogue reads and (most often) the home
// screen: their chunks start loading now, beside the entry script's render, instead of one
// after another as each one mounts. A failure here is left to the screen that needs the chunk.
if (window.localStorage.getItem(ACCESS_TOKEN_KEY)) {
  const ignore = () => undefined;
  import('./ui/shell/Shell').catch(ignore);
  services.catalogue().catch(ignore);
  if (/^#?\/?(home)?$/.test(window.location.hash)) import('./ui/screens/catalogue/HomeScreen').catch(ignore);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
