import { AppProviders } from '@margin/ui';
import { AppLayout } from '../features/shell/AppLayout';

/** Same origin by default; VITE_API_URL (validated by env.ts at build time) points elsewhere. */
const apiBase = import.meta.env.VITE_API_URL ?? '';

export function App() {
  return (
    <AppProviders apiBase={apiBase}>
      <AppLayout />
    </AppProviders>
  );
}
