import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HelpCenterContent } from '../features/content/HelpCenter';
import { activateLocale } from '../i18n/language';
import { createFakeApi, renderWithApi } from '../test/fake-api';
import { renderWithMantine } from '../test/render';
import { HelpPage } from './Help.page';
import { OAuthCallbackPage } from './OAuthCallback.page';
import { PrivacyPage } from './Privacy.page';
import { TermsPage } from './Terms.page';

// Intl writes a no-break space between a figure and its symbol ('2,99 $'); the assertions read it as a space.
const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

const renderPage = (page: React.ReactElement) => {
  renderWithApi(page, createFakeApi({}));
  return screen.getByRole('main');
};

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en');
});

describe('help, legal pages and the OAuth callback in German', () => {
  it('Help Center: German sections, FAQ and figures in German formats', async () => {
    await activateLocale('de');
    const main = renderPage(<HelpPage />);
    expect(document.title).toBe('Hilfe-Center — Margin');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Einführung', 'Funktionen', 'Häufige Fragen', 'Ratgeber und Tipps']);
    expect(within(main).getByRole('heading', { level: 3, name: 'Testphase und Abo' })).toBeInTheDocument();
    expect(within(main).getByRole('heading', { level: 4, name: 'Wie kündige ich?' })).toBeInTheDocument();
    const text = textOf(main);
    expect(text).toContain('Starte mit einer kostenlosen Testphase von 7 Tagen');
    expect(text).toContain('kostet Pro 2,99 $ pro Jahr (0,25 $ im Monat)');
    expect(text).toContain('Transaktionsgebühr (6,5 %, inklusive Versand und Geschenkverpackung)');
    expect(text).toContain('wähle Abo-Status, dann Abo kündigen');
    expect(text).toContain('Margin ist unabhängig von Etsy und wird nicht von Etsy unterstützt.');
    expect(screen.getByRole('link', { name: 'Zum Rechner' })).toHaveAttribute('href', '/');
  });

  it('Privacy Policy: says the English text binds, with German dates, periods and headings', async () => {
    await activateLocale('de');
    const main = renderPage(<PrivacyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(screen.getByText('Gültig ab 7. Oktober 2025')).toBeInTheDocument();
    expect(
      screen.getByText('Diese Übersetzung dient deiner Orientierung; maßgeblich ist die englische Fassung.'),
    ).toBeInTheDocument();
    expect(within(main).getByRole('heading', { level: 2, name: 'Was wir erheben' })).toBeInTheDocument();
    const rows = within(main)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows[0]).toContain('Bis zu 6 Jahre nach Schließung deines Kontos');
    expect(rows[1]).toBe('Berechnungsverlauf (Modus und Land jeder Berechnung)2 Jahre');
    expect(textOf(main)).toContain('Margin setzt keine Cookies');
    expect(screen.getByRole('link', { name: /Datenschutzerklärung von Stripe/ })).toHaveAccessibleName(
      'Datenschutzerklärung von Stripe (öffnet in einem neuen Tab)',
    );
  });

  it('Terms of Service: the same notice, German prices and the notice period', async () => {
    await activateLocale('de');
    const main = renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeInTheDocument();
    expect(screen.getByText(/maßgeblich ist die englische Fassung/)).toBeInTheDocument();
    const text = textOf(main);
    expect(text).toContain('Pro kostet 2,99 $ pro Jahr (0,25 $ im Monat)');
    expect(text).toContain('mindestens 30 Tage vorher per E-Mail');
  });

  it('the English pages carry no translation notice', () => {
    renderPage(<PrivacyPage />);
    expect(screen.queryByText(/authoritative/)).toBeNull();
  });

  it('FAQ: the Help Center dialog asks and answers in German', async () => {
    await activateLocale('de');
    renderWithMantine(<HelpCenterContent />);
    await userEvent.click(screen.getByRole('button', { name: 'Was kostet Pro?' }));
    expect(textOf(await screen.findByText(/jährlich im Voraus berechnet/))).toBe(
      '2,99 $ pro Jahr (0,25 $ im Monat), jährlich im Voraus berechnet. Das Abo verlängert sich jedes Jahr automatisch, bis du es kündigst.',
    );
    expect(screen.getByRole('button', { name: 'Funktioniert Margin offline?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ganzes Hilfe-Center öffnen/ })).toHaveAttribute('href', '/help');
  });

  it('OAuth callback: German while it works, and its own failure in German', async () => {
    await activateLocale('de');
    vi.stubGlobal('opener', null);
    vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderWithApi(<OAuthCallbackPage search="" />, createFakeApi({}));
    expect(
      screen.getByRole('heading', { name: 'Etsy-Verbindung wird hergestellt\u00a0…' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Verbindung mit Etsy fehlgeschlagen: Autorisierungsparameter fehlen',
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Zum erweiterten Modus' })).toBeInTheDocument(),
    );
  });
});
