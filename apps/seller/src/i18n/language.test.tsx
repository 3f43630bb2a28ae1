import { msg } from '@lingui/core/macro';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { editedLocaleNumber } from '../features/calculator/locale-number-text';
import { renderWithMantine } from '../test/render';
import { HeaderLanguage } from './HeaderLanguage';
import { activateLocale, chooseLocale, openInLocale, startingLocale } from './language';
import { i18n } from './runtime';
import { pickLocale } from './locales';

function browserSpeaks(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

beforeEach(() => window.localStorage.clear());
afterEach(() => activateLocale('en'));

describe('the language on a visit', () => {
  it('follows a German browser on a first visit', () => {
    browserSpeaks('de-DE', 'en-US');
    expect(startingLocale()).toBe('de');
  });

  it('takes the first of the browser’s languages that Margin speaks, else English', () => {
    expect(pickLocale(null, ['pl-PL', 'nl-BE', 'de'])).toBe('nl');
    expect(pickLocale(null, ['pl-PL', 'ja'])).toBe('en');
    expect(pickLocale(null, [])).toBe('en');
  });

  it('keeps the seller’s stored choice over the browser’s', () => {
    browserSpeaks('de-DE');
    window.localStorage.setItem('margin.locale', 'fr');
    expect(startingLocale()).toBe('fr');
    window.localStorage.setItem('margin.locale', 'xx');
    expect(startingLocale()).toBe('de');
  });
});

describe('opening the page in a language', () => {
  it('shows the first screen’s texts at once, and the rest’s once their own catalogue arrives', async () => {
    const drawn = vi.fn();
    const stop = i18n.on('change', drawn);
    await openInLocale('de');
    expect(document.documentElement.lang).toBe('de');
    expect(i18n._(msg`Your Profit`)).toBe('Dein Gewinn');
    // The calculator's fields read what is typed the German way from the first paint: '1.250' is 1250.
    expect(editedLocaleNumber('1.250', { decimals: 2, min: 0 }, 'de')?.value).toBe('1250');
    // The dashboard's comparison is only in the rest's catalogue; texts on screen are drawn again when it comes.
    const later = 'Okt.';
    const earlier = 'Sep.';
    // Under load the rest (its catalogue and the server's sentences) can take longer than waitFor's second.
    await vi.waitFor(() => expect(i18n._(msg`${later} vs ${earlier}`)).toBe('Okt. vs. Sep.'), {
      timeout: 15_000,
    });
    expect(drawn.mock.calls.length).toBeGreaterThanOrEqual(2);
    stop();
  });
});

describe('switching languages', () => {
  it('shows the last language picked when an earlier pick arrives after it', async () => {
    // Dutch has been fetched before, so it arrives at once; Spanish is fetched now and arrives after it.
    await activateLocale('nl');
    await activateLocale('en');
    const spanish = chooseLocale('es');
    await chooseLocale('nl');
    await spanish;
    expect(i18n.locale).toBe('nl');
    expect(document.documentElement.lang).toBe('nl');
    expect(i18n._(msg`Your Profit`)).toBe('Je winst');
  });
});

describe('the header’s language menu', () => {
  // The menu's code comes after the first paint (deferred-menu.test.tsx tests a click before it arrives); here
  // it is here before the first render, so a click never lands on a stand-in that is being replaced.
  beforeAll(async () => {
    await HeaderLanguage.load();
  }, 60_000);

  it('switches the language, remembers it and sets <html lang>', async () => {
    renderWithMantine(<HeaderLanguage />);
    await userEvent.click(screen.getByRole('button', { name: /^Language: / }));
    // The click lands on the stand-in; the menu opens once its code has loaded.
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Deutsch' }));
    expect(await screen.findByRole('button', { name: 'Sprache: DE' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(window.localStorage.getItem('margin.locale')).toBe('de');
  });
});
