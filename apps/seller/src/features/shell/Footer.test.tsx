import { screen, within } from '@testing-library/react';
import { FEE_SOURCES } from '@margin/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/language';
import { renderWithMantine } from '../../test/render';
import { Footer } from './Footer';

afterEach(() => activateLocale('en'));

describe('Footer', () => {
  it('links to the official fee pages of the fee table, in new tabs', () => {
    renderWithMantine(<Footer />);
    const links = within(screen.getByRole('navigation', { name: 'Official fee pages' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(Object.values(FEE_SOURCES));
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
  });

  it("writes the fees' date the language's own way", async () => {
    await activateLocale('de');
    renderWithMantine(<Footer />);
    expect(screen.getByText('Zuletzt aktualisiert: 4. Oktober 2025')).toBeInTheDocument();
  });

  it("shows the fees' date, the app's pages and the independence statement", () => {
    renderWithMantine(<Footer />);
    expect(screen.getByText('Last updated: Oct 04, 2025')).toBeInTheDocument();
    expect(screen.getByText('Margin is independent of Etsy and not endorsed by it.')).toBeInTheDocument();
    const pages = within(screen.getByRole('navigation', { name: 'About Margin' }));
    for (const [name, href] of [
      ['Help Center', '/help'],
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ] as const) {
      const link = pages.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });
});
