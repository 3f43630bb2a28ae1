import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/runtime';
import { renderWithMantine } from '../../test/render';
import { PROMO_LINKS } from '../results/PromoLinks';
import { ShopGuides } from './ShopGuides';

afterEach(() => vi.restoreAllMocks());

describe('ShopGuides', () => {
  it('gives every promo link of the results panel a section to land on', () => {
    const { container } = renderWithMantine(<ShopGuides />);
    for (const link of PROMO_LINKS) {
      const target = container.querySelector(link.href);
      expect(target, link.href).not.toBeNull();
      expect(
        within(target as HTMLElement).getByRole('heading', { name: i18n._(link.label) }),
      ).toBeInTheDocument();
    }
  });

  it('downloads the cost sheet: the pricing audit template with its example rows, readable by Excel', async () => {
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:cost-sheet';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    renderWithMantine(<ShopGuides />);
    await userEvent.click(screen.getByRole('button', { name: 'Download the cost sheet (CSV)' }));
    const text = await saved!.text();
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('listing_title,current_price,quantity,base_cost');
    expect(lines).toHaveLength(3);
  });

  it('links the official fee pages in new tabs', () => {
    renderWithMantine(<ShopGuides />);
    const toolkit = screen.getByRole('region', { name: 'Seller toolkit' });
    const links = within(toolkit).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
  });
});
