import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Before the app: Mantine's styles come first in the stylesheet, the app's own after them.
import './app/first-screen-styles';
import { App } from './app/App';
import { pageFor } from './app/routes';
import { activateLocale, openInLocale, startingLocale } from './i18n/language';
import { installKeptRates } from './lib/exchange-rates';

// The exchange rates this device last had from the server, before the first calculation.
installKeptRates();

const root = createRoot(document.getElementById('root')!);
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// English is in the code; another language's catalogue comes first, so the page never flashes English. The
// calculator waits for its first screen's texts only; a page of its own (a share, help, a payment's return) is
// drawn by code outside the first screen, and waits for the whole language.
// Should it fail to arrive, the page opens in English rather than not at all.
const locale = startingLocale();
const open = pageFor(window.location.pathname) === 'app' ? openInLocale : activateLocale;
if (locale === 'en') render();
else open(locale).then(render, render);
