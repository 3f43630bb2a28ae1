import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Before the app: Mantine's styles come first in the stylesheet, the app's own after them.
import './app/first-screen-styles';
import { App } from './app/App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
