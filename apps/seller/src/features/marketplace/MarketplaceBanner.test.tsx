import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMarketplaceStatus } from '@margin/core';
import { afterEach, describe, expect, it } from 'vitest';
import { stored, trialOver } from '../../test/account-fixtures';
import type { FakeHandler } from '../../test/fake-api';
import { renderWithAccount } from '../../test/render-with-account';
import type { AdvancedTabId } from '../advanced/advanced-address';
import { AdvancedMode } from '../advanced/AdvancedMode';
import { LOCAL_ANALYTICS, listOf, MARKET } from '../advanced/test-fixtures';
import { STATUS } from './test-fixtures';

interface SetupOptions {
  who?: 'trial' | 'expired' | 'visitor';
  handlers?: Record<string, FakeHandler>;
  tab?: AdvancedTabId;
}

function setup(
  status: TMarketplaceStatus,
  { who = 'trial', handlers = {}, tab = 'dashboard' }: SetupOptions = {},
) {
  window.history.replaceState(null, '', `/?mode=advanced&tab=${tab}`);
  return renderWithAccount(<AdvancedMode tab={tab} />, {
    session: who === 'visitor' ? null : stored,
    handlers: {
      'sales.analytics': () => LOCAL_ANALYTICS,
      'sales.list': () => listOf([]),
      'sales.marketInsights': () => MARKET,
      'products.list': () => [],
      'etsy.status': () => status,
      'etsy.disconnect': () => ({ connected: false, message: 'ok' }),
      'etsy.sync': () => ({
        connected: true,
        shop_id: '48151623',
        shop_name: 'ClayAndLinen',
        last_sync_at: '2026-11-25T10:00:00.000Z',
        message: 'Synced',
      }),
      ...(who === 'expired' ? { 'subscription.status': () => trialOver } : {}),
      ...handlers,
    },
  }).api;
}

const liveToggle = () => screen.getByRole('switch', { name: /Use live marketplace data/ });

afterEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('the live-data banner', () => {
  it('without the app key is today’s coming-soon banner with its disabled, unchecked toggle', async () => {
    const api = setup(STATUS.notConfigured);
    await waitFor(() => expect(api.inputsOf('etsy.status')).toHaveLength(1));
    expect(screen.getByText('Live Data Integration - Coming Soon')).toBeInTheDocument();
    expect(liveToggle()).toBeDisabled();
    expect(liveToggle()).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Connect your shop' })).toBeNull();
  });

  it('with the app key and no shop offers to connect it, the toggle still off', async () => {
    setup(STATUS.notConnected);
    const banner = await screen.findByRole('region', { name: 'Connect your Etsy shop' });
    expect(within(banner).getByRole('button', { name: 'Connect your shop' })).toBeEnabled();
    expect(within(banner).getByRole('switch', { name: /Use live marketplace data/ })).toBeDisabled();
    expect(screen.queryByText('Live Data Integration - Coming Soon')).toBeNull();
  });

  it('connected: the shop, its last sync, the live-data toggle kept on the device, sync and disconnect', async () => {
    const api = setup(STATUS.connected);
    const banner = await screen.findByRole('region', { name: 'Connected to ClayAndLinen' });
    expect(banner).toHaveTextContent('ClayAndLinen · Shop ID 48151623');
    expect(banner).toHaveTextContent(/Last synced Nov 25, 2026/);
    expect(liveToggle()).toBeEnabled();
    expect(liveToggle()).not.toBeChecked();

    // Turning live data on asks for the figures again with use_etsy (spec §4).
    await userEvent.click(liveToggle());
    expect(liveToggle()).toBeChecked();
    expect(window.localStorage.getItem('margin.etsy.live')).toBe('true');
    await waitFor(() =>
      expect(api.inputsOf('sales.analytics').at(-1)).toEqual({ months: 6, use_etsy: true }),
    );

    await userEvent.click(within(banner).getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(api.inputsOf('etsy.sync')).toHaveLength(1));

    await userEvent.click(within(banner).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect your Etsy shop?' });
    api.answer('etsy.status', () => STATUS.notConnected);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(api.inputsOf('etsy.disconnect')).toHaveLength(1));
    expect(
      await screen.findByText('Your Etsy shop is disconnected; its tokens and data are deleted.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Connect your shop' })).toBeInTheDocument();
    // Not connected any more: the figures go back to the seller's own records.
    await waitFor(() => expect(api.inputsOf('sales.analytics').at(-1)).toEqual({ months: 6 }));
  });

  it('asks the market insights for live data once the toggle is on and the shop connected', async () => {
    window.localStorage.setItem('margin.etsy.live', 'true');
    const api = setup(STATUS.connected, { tab: 'market-research' });
    await waitFor(() =>
      expect(api.inputsOf('sales.marketInsights').at(-1)).toMatchObject({ use_etsy: true }),
    );
    await userEvent.click(liveToggle());
    await waitFor(() => expect(api.inputsOf('sales.marketInsights').at(-1)).not.toHaveProperty('use_etsy'));
  });

  it('cancelling the disconnect keeps the shop', async () => {
    const api = setup(STATUS.connected);
    const banner = await screen.findByRole('region', { name: 'Connected to ClayAndLinen' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect your Etsy shop?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.inputsOf('etsy.disconnect')).toEqual([]);
  });

  it('when Etsy no longer accepts the connection, warns and offers to reconnect', async () => {
    setup(STATUS.needsReconnect);
    const banner = await screen.findByRole('region', { name: 'Reconnect your Etsy shop' });
    expect(banner).toHaveTextContent('Etsy no longer accepts this connection. Please reconnect your shop.');
    expect(within(banner).getByRole('button', { name: 'Reconnect' })).toBeEnabled();
    expect(liveToggle()).toBeDisabled();
  });

  it.each(['expired', 'visitor'] as const)(
    'shows the %s seller the coming-soon banner and asks nothing',
    async (who) => {
      const api = setup(STATUS.connected, { who });
      expect(await screen.findByText('Live Data Integration - Coming Soon')).toBeInTheDocument();
      await screen.findByRole('region', { name: 'Unlock Advanced Analytics' });
      expect(api.inputsOf('etsy.status')).toEqual([]);
      expect(screen.queryByRole('button', { name: /Connect your shop|Disconnect/ })).toBeNull();
    },
  );
});
