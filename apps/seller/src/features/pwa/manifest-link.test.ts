import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, chooseLocale } from '../../i18n/language';
import { i18n } from '../../i18n/runtime';
import { linkManifestOf, manifestFileName } from './manifest-link';

const manifestHref = () => document.querySelector('link[rel="manifest"]')?.getAttribute('href');

beforeEach(() => {
  // As vite-plugin-pwa writes it into the built index.html.
  document.head.insertAdjacentHTML('beforeend', '<link rel="manifest" href="/manifest.webmanifest">');
});
afterEach(async () => {
  await activateLocale('en');
  document.querySelector('link[rel="manifest"]')?.remove();
  localStorage.clear();
});

describe('the page’s install manifest', () => {
  it('is the English one for English and its own file for every other language', () => {
    expect(manifestFileName('en')).toBe('manifest.webmanifest');
    expect(manifestFileName('nl')).toBe('manifest.nl.webmanifest');
    linkManifestOf('fr');
    expect(manifestHref()).toBe('/manifest.fr.webmanifest');
    linkManifestOf('en');
    expect(manifestHref()).toBe('/manifest.webmanifest');
  });

  it('follows the language the seller picks, and back', async () => {
    // Its code comes after the language is shown.
    await chooseLocale('de');
    await vi.waitFor(() => expect(manifestHref()).toBe('/manifest.de.webmanifest'));
    await chooseLocale('en');
    await vi.waitFor(() => expect(manifestHref()).toBe('/manifest.webmanifest'));
  });

  it('is the language on screen after quick switches', async () => {
    const first = chooseLocale('fr');
    await chooseLocale('nl');
    await first;
    expect(i18n.locale).toBe('nl');
    await vi.waitFor(() => expect(manifestHref()).toBe(`/${manifestFileName('nl')}`));
  });

  it('leaves a page without a manifest link alone', () => {
    document.querySelector('link[rel="manifest"]')?.remove();
    expect(() => linkManifestOf('de')).not.toThrow();
    expect(manifestHref()).toBeUndefined();
  });
});
