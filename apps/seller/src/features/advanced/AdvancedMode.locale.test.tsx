import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMarketplaceStatus } from '@margin/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../i18n/language';
import { stored, trialOver } from '../../test/account-fixtures';
import { renderWithAccount } from '../../test/render-with-account';
import { STATUS } from '../marketplace/test-fixtures';
import { AdvancedMode } from './AdvancedMode';
import { LOCAL_ANALYTICS, listOf, MARKET } from './test-fixtures';

function setup(status: TMarketplaceStatus, who: 'trial' | 'expired' = 'trial') {
  window.history.replaceState(null, '', '/?mode=advanced&tab=dashboard');
  return renderWithAccount(<AdvancedMode tab="dashboard" />, {
    session: stored,
    handlers: {
      'sales.analytics': () => LOCAL_ANALYTICS,
      'sales.list': () => listOf([]),
      'sales.marketInsights': () => MARKET,
      'products.list': () => [],
      'etsy.status': () => status,
      'etsy.disconnect': () => ({ connected: false, message: 'ok' }),
      ...(who === 'expired' ? { 'subscription.status': () => trialOver } : {}),
    },
  }).api;
}

afterEach(async () => {
  await activateLocale('en');
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('Advanced mode in German', () => {
  it('names the page and its tabs and shows the connected shop in German', async () => {
    await activateLocale('de');
    const api = setup(STATUS.connected);
    expect(screen.getByRole('heading', { name: 'Erweiterter Modus', level: 1 })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Erweiterte Tools' });
    expect(within(tabs).getByRole('tab', { name: 'Preisprüfung' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Bestellanalyse' })).toBeInTheDocument();
    expect(document.title).toBe('Dashboard — Erweiterter Modus — Margin');

    const banner = await screen.findByRole('region', { name: 'Verbunden mit ClayAndLinen' });
    expect(banner).toHaveTextContent('ClayAndLinen · Shop-ID 48151623');
    expect(banner).toHaveTextContent(/Zuletzt synchronisiert: 25\.11\.2026/);
    expect(
      within(banner).getByRole('switch', { name: /Live-Daten des Marktplatzes verwenden/ }),
    ).toBeEnabled();

    await userEvent.click(within(banner).getByRole('button', { name: 'Trennen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deinen Etsy-Shop trennen?' });
    api.answer('etsy.status', () => STATUS.notConnected);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trennen' }));
    expect(
      await screen.findByText('Dein Etsy-Shop ist getrennt; seine Tokens und Daten sind gelöscht.'),
    ).toBeInTheDocument();
    const connect = await screen.findByRole('region', { name: 'Verbinde deinen Etsy-Shop' });
    expect(within(connect).getByRole('button', { name: 'Shop verbinden' })).toBeInTheDocument();
  });

  it('says the spec’s titles in German for an expired seller', async () => {
    await activateLocale('de');
    setup(STATUS.notConfigured, 'expired');
    expect(await screen.findByText('Live-Daten – bald verfügbar')).toBeInTheDocument();
    expect(
      screen.getByText(/^Das Verbinden deines Shops wartet auf die API-Freigabe des Marktplatzes\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Live-Daten des Marktplatzes verwenden/ })).toBeDisabled();
    const unlock = await screen.findByRole('region', { name: 'Erweiterte Analysen freischalten' });
    expect(unlock).toHaveTextContent(/Deine Testphase ist vorbei\. Wechsle zu Pro/);
    expect(screen.getByRole('button', { name: 'Daten aktualisieren' })).toBeDisabled();
    const tab = screen.getByRole('tab', { name: /Mehrere Produkte/ });
    expect(tab).toHaveTextContent('Pro');
  });
});
