import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, renderWithApi } from '../test/fake-api';
import { HelpPage } from './Help.page';
import { PrivacyPage } from './Privacy.page';
import { TermsPage } from './Terms.page';

const render = (page: React.ReactElement) => {
  renderWithApi(page, createFakeApi({}));
  return screen.getByRole('main');
};

describe('static pages', () => {
  it.each([
    ['Help Center', HelpPage],
    ['Privacy Policy', PrivacyPage],
    ['Terms of Service', TermsPage],
  ])('%s: titled, with a way home and the independence statement', (title, Page) => {
    render(<Page />);
    expect(document.title).toBe(`${title} — Margin`);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Margin home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Open the calculator' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Margin is independent of Etsy and not endorsed by it.')).toBeInTheDocument();
  });
});

describe('Help Center', () => {
  it('has the sections of the spec, the FAQ groups among them', () => {
    const main = render(<HelpPage />);
    const h2 = within(main)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(h2).toEqual(['Introduction', 'Features', 'Frequently asked questions', 'Resources and tips']);
    for (const group of [
      'Trial and subscription',
      'Technical',
      'Marketplace API compliance',
      'Privacy',
      'Getting help',
    ])
      expect(within(main).getByRole('heading', { level: 3, name: group })).toBeInTheDocument();
  });

  it('states the trial, the price, cancelling, refunds and offline use', () => {
    const text = render(<HelpPage />).textContent;
    expect(text).toContain('7-day free trial');
    expect(text).toContain('no card needed');
    expect(text).toContain('$2.99 per year ($0.25 a month), billed annually in advance');
    expect(text).toContain('renews automatically each year until you cancel');
    expect(text).toContain('choose Subscription Status, then Cancel Subscription');
    expect(text).toContain('You keep Pro until the end of the year you paid for');
    expect(text).toContain('No. Payments are not refunded');
    expect(text).toContain('basic calculations work without a connection');
    expect(text).toContain('Add to Home Screen');
    expect(text).toContain('within 24–48 hours, and within 12 hours for urgent issues');
    expect(text).toContain('export it as CSV, PDF, an Excel workbook or a PNG image, or by e-mail');
  });

  it('offers to install the app when the browser allows it', async () => {
    const prompt = vi.fn(() => Promise.resolve());
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    act(() => void window.dispatchEvent(offer));
    render(<HelpPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Install Margin' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/Margin is installed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install Margin' })).toBeNull();
  });
});

describe('Privacy Policy', () => {
  it('states its date, the retention periods and the age limits', () => {
    const main = render(<PrivacyPage />);
    expect(screen.getByText('Effective October 7, 2025')).toBeInTheDocument();
    const rows = within(main)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringContaining('Up to 6 years after you close your account'),
      expect.stringMatching(/^Calculation history.*2 years$/),
      expect.stringContaining('Purged within 90 days of disconnecting'),
      expect.stringContaining('Anonymised after 90 days'),
      expect.stringContaining('Up to 12 months'),
    ]);
    const text = main.textContent;
    expect(text).toContain('anyone under 13, or under 16 in the EU, the UK');
    expect(text).toContain('Margin sets no cookies');
    expect(text).toContain('local storage');
    expect(text).toContain('Stripe');
    expect(text).toContain('we never see or store your card number');
    // What the server really keeps of a calculation: its mode and country, not the seller's figures.
    expect(text).toContain('the mode (Price → Profit or Profit → Price) and the country of each calculation');
    expect(text).toContain('stay on your device unless you share or e-mail the calculation');
    expect(text).not.toContain('inputs and results of the calculations you run');
  });
});

describe('Terms of Service', () => {
  it('states its date, the age rule, the subscription, no refunds, estimates and the notice period', () => {
    const text = render(<TermsPage />).textContent;
    expect(screen.getByText('Effective October 7, 2025')).toBeInTheDocument();
    expect(text).toContain('at least 18 years old, or have the consent of a parent or guardian');
    expect(text).toContain('$2.99 per year ($0.25 a month), billed annually in advance');
    expect(text).toContain('renews automatically');
    expect(text).toContain('under Subscription Status');
    expect(text).toContain('Payments are non-refundable.');
    expect(text).toContain('results are estimates based on the fees the marketplace publishes');
    expect(text).toContain('you are responsible for the prices you set');
    expect(text).toContain('at least 30 days in advance');
  });
});
