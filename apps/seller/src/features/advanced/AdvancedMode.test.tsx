import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stored, trialOver } from '../../test/account-fixtures';
import { renderWithAccount } from '../../test/render-with-account';
import { openAdvancedMode, type AdvancedTabId } from './advanced-address';
import { AdvancedMode } from './AdvancedMode';
import { useAdvancedTab } from './advanced-address';
import { LOCAL_ANALYTICS, listOf, MARKET } from './test-fixtures';

/** As AppLayout shows it: the tab the address names. */
function AtAddress() {
  const tab = useAdvancedTab();
  return tab ? <AdvancedMode tab={tab} /> : <p>Calculator</p>;
}

const SALES = {
  'sales.analytics': () => LOCAL_ANALYTICS,
  'sales.list': () => listOf([]),
  'sales.marketInsights': () => MARKET,
  'products.list': () => [],
};

function setup(who: 'trial' | 'expired' | 'visitor', tab: AdvancedTabId = 'dashboard') {
  window.history.replaceState(null, '', `/?mode=advanced&tab=${tab}`);
  return renderWithAccount(<AtAddress />, {
    session: who === 'visitor' ? null : stored,
    handlers: { ...SALES, ...(who === 'expired' ? { 'subscription.status': () => trialOver } : {}) },
  });
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('Advanced mode', () => {
  it('shows the tab bar, the coming-soon banner with its disabled toggle, and the trial seller’s dashboard', async () => {
    setup('trial');
    const tabs = screen.getByRole('tablist', { name: 'Advanced tools' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Dashboard',
      'Multi-Product',
      'Pricing Audit',
      'Bulk Price Updater',
      'Orders Analysis',
      'Reconcile',
      'Market Research',
    ]);
    expect(screen.getByText('Live Data Integration - Coming Soon')).toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: /Use live marketplace data/ });
    expect(toggle).toBeDisabled();
    expect(toggle).not.toBeChecked();
    expect(await screen.findByRole('region', { name: 'Total Sales' })).toHaveTextContent('$431.00');
    expect(screen.queryByRole('region', { name: 'Unlock Advanced Analytics' })).toBeNull();
  });

  it('gives each tab its own address, and follows the back button', async () => {
    const { api } = setup('trial');
    await screen.findByRole('region', { name: 'Total Sales' });
    await userEvent.click(screen.getByRole('tab', { name: 'Market Research' }));
    expect(window.location.search).toBe('?mode=advanced&tab=market-research');
    expect(await screen.findByText('Price range')).toBeInTheDocument();
    expect(api.inputsOf('sales.marketInsights')).toHaveLength(1);

    // The browser's back button: the address changes, then popstate (happy-dom does not run history.back).
    act(() => {
      window.history.replaceState(null, '', '/?mode=advanced&tab=dashboard');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true'),
    );
  });

  it('opens the hidden add-sales tab from + Add Sales Data', async () => {
    setup('trial');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Sales Data' }));
    expect(window.location.search).toBe('?mode=advanced&tab=add-sales');
    expect(await screen.findByRole('heading', { name: 'Add Sales Data' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Add Sales/ })).toBeNull();
  });

  it("'Refresh Data' says 'Refreshing...' while it refetches", async () => {
    let answer: () => void = () => undefined;
    const { api } = setup('trial');
    await screen.findByRole('region', { name: 'Total Sales' });
    api.fetch.mockImplementationOnce(
      () => new Promise<Response>((resolve) => (answer = () => resolve(Response.json([])))),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh Data' }));
    expect(screen.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
    act(() => answer());
    expect(await screen.findByRole('button', { name: 'Refresh Data' })).toBeEnabled();
  });

  it('goes back to the calculator from its Display toggle, and remembers Basic', async () => {
    setup('trial');
    await userEvent.click(screen.getByRole('radio', { name: 'Basic' }));
    expect(window.location.search).toBe('');
    expect(screen.getByText('Calculator')).toBeInTheDocument();
    expect(window.localStorage.getItem('margin.calculator.view')).toBe('basic');
  });

  it('shows an expired seller the tabs with Pro badges and the upgrade banner, and calls nothing', async () => {
    const { api } = setup('expired');
    await waitFor(() => expect(api.inputsOf('subscription.status')).toHaveLength(1));
    const banner = await screen.findByRole('region', { name: 'Unlock Advanced Analytics' });
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveTextContent(/Pro$/);
    // The sample figures, marked as such, with Pro badges on the cards.
    expect(screen.getByRole('region', { name: 'Total Sales' })).toHaveTextContent('$12,800.00');
    expect(screen.getByRole('region', { name: 'Total Sales' })).toHaveTextContent('Pro');
    expect(screen.getAllByText(/Sample data/).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('tab', { name: /Market Research/ }));
    expect(
      await screen.findByText('Your trial has expired. Upgrade to Pro to use this feature.'),
    ).toBeInTheDocument();

    await userEvent.click(within(banner).getByRole('button', { name: 'Upgrade - $2.99/year' }));
    expect(await screen.findByRole('dialog', { name: 'Get Full Access' })).toBeInTheDocument();
    expect(api.calls.filter((call) => /^(sales|products)\./.test(call.path))).toEqual([]);
    expect(screen.getByRole('button', { name: 'Refresh Data' })).toBeDisabled();
  });

  it('shows an expired seller the lock on every tab and on saving products before any click', async () => {
    const { api } = setup('expired', 'multi-product');
    await waitFor(() => expect(api.inputsOf('subscription.status')).toHaveLength(1));
    await screen.findByRole('region', { name: 'Unlock Advanced Analytics' });
    for (const tab of screen.getAllByRole('tab')) {
      expect(tab.querySelector('.tabler-icon-lock')).toBeInTheDocument();
      expect(tab).toHaveAccessibleDescription(/Your trial has ended\. Upgrade to Pro/);
    }
    // The table prices on the device; 'Save All Products' wears the lock and says why before it is pressed.
    const panel = screen.getByRole('tabpanel', { name: /Multi-Product/ });
    expect(within(panel).getByRole('table', { name: 'Your products' })).toBeInTheDocument();
    const save = within(panel).getByRole('button', { name: 'Save All Products' });
    expect(save.querySelector('.tabler-icon-lock')).toBeInTheDocument();
    expect(save).toHaveAccessibleDescription('Your trial has expired. Upgrade to Pro to use this feature.');
    await userEvent.click(save);
    const refusal = await within(panel).findByRole('alert');
    expect(refusal).toHaveTextContent('Your trial has expired. Upgrade to Pro to use this feature.');
    expect(within(refusal).getByRole('button', { name: 'Upgrade - $2.99/year' })).toBeInTheDocument();
    expect(api.calls.filter((call) => /^(sales|products)\./.test(call.path))).toEqual([]);
  });

  it('offers a visitor the free trial instead', async () => {
    const { api } = setup('visitor', 'market-research');
    const banner = await screen.findByRole('region', { name: 'Unlock Advanced Analytics' });
    expect(within(banner).getByRole('button', { name: 'Start Free Trial' })).toBeInTheDocument();
    expect(screen.getByText('Start your free 7-day trial to use this feature.')).toBeInTheDocument();
    expect(api.calls.filter((call) => /^(sales|products)\./.test(call.path))).toEqual([]);
  });

  it('opens a tab a menu asks for while on screen', async () => {
    setup('trial');
    act(() => openAdvancedMode('market-research'));
    expect(await screen.findByText('Price range')).toBeInTheDocument();
  });
});
