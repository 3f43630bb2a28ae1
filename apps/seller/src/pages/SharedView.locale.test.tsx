import type { StoredShare } from '@margin/core';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/language';
import { createFakeApi, renderWithApi } from '../test/fake-api';
import { SharedViewPage } from './SharedView.page';

const share: StoredShare = {
  calc: {
    mode: 'forward',
    currency: 'EUR',
    country: 'FR',
    price: 1234.5,
    shipping: 4.5,
    costs: { product: 6, printing: 0, packaging: 1.5, additional: 0 },
    fees: {
      offsite_ads: true,
      annual_revenue: 0,
      gift_wrap: 0,
      marketing_ads: 0,
      vat_rate: 0,
      vat_included: false,
    },
    options: { free_shipping: false, discount_rate: 0 },
    target: { profit: null, margin: null },
    quantity: 1,
    notes: '',
    results: {
      netProfit: 12.345,
      profitMargin: 40,
      totalFees: 5.67,
      transactionFee: 3.5,
      processingFee: 1.97,
    },
    version: 1,
    timestamp: '2026-11-22T12:00:00.000Z',
  },
  view_count: 1,
  created_at: '2026-11-22T12:00:00.000Z',
  expires_at: '2026-12-22T12:00:00.000Z',
};

const valueOf = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

afterEach(() => activateLocale('en'));

describe('a shared calculation in the viewer’s language', () => {
  it('reads in French, with French money, percentages and dates', async () => {
    await activateLocale('fr');
    renderWithApi(
      <SharedViewPage shareId="AbCdEfGhIjKlMnOpQrStUvWx" />,
      createFakeApi({ 'shares.get': () => share }),
    );
    expect(await screen.findByRole('heading', { name: 'Calcul partagé' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    const pricing = screen.getByRole('region', { name: 'Prix' });
    expect(valueOf(pricing, 'Prix de vente')).toBe('1\u202f234,50\u00a0€');
    const profit = screen.getByRole('region', { name: 'Analyse du bénéfice' });
    expect(valueOf(profit, 'Marge bénéficiaire')).toBe('40,0\u00a0%');
    const config = screen.getByRole('region', { name: 'Configuration' });
    expect(valueOf(config, 'Pays')).toBe('🇫🇷 France');
    expect(valueOf(config, 'Offsite Ads')).toBe('Activées');
    expect(screen.getByText('Créé le 22 nov. 2026')).toBeInTheDocument();
  });
});
