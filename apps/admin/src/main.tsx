import { AppProviders } from '@margin/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './app/AdminApp';

/** Same origin by default; VITE_API_URL (validated by env.ts at build time) points elsewhere. */
const apiBase = import.meta.env.VITE_API_URL ?? '';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders apiBase={apiBase}>
      <AdminApp />
    </AppProviders>
  </StrictMode>,
);
