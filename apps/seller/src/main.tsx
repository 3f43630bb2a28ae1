import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Before the app: Mantine's styles come first in the stylesheet, the app's own after them.
import './app/first-screen-styles';
import { App } from './app/App';
import { openInLocale, startingLocale } from './i18n/language';
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

// English is in the code; another language's first-screen catalogue comes first, so the page never flashes English.
// Should it fail to arrive, the page opens in English rather than not at all.
const locale = startingLocale();
if (locale === 'en') render();
else openInLocale(locale).then(render, render);
