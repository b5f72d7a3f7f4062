import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { composeApp } from './composeApp';
import { readConfig } from './config';
import './theme/global.css';
import { App } from './ui/app/App';

const { services } = composeApp({ apiOrigin: readConfig(import.meta.env).apiOrigin, window });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
);
