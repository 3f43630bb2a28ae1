import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeApi,
  FakeApiError,
  FakeNetworkDown,
  renderWithApi,
  type FakeHandler,
} from '../../test/fake-api';
import { ConnectionNoticeLine } from './ConnectionNoticeLine';
import { oauthFailure, oauthSuccess, OAUTH_STORAGE_KEY } from './oauth-handoff';
import { AUTHORIZATION, STATUS } from './test-fixtures';
import { useMarketplaceConnection } from './use-marketplace-connection';

function Harness() {
  const connection = useMarketplaceConnection();
  return (
    <div>
      <button type="button" onClick={() => void connection.connect()}>
        Connect
      </button>
      <p data-testid="state">{connection.state}</p>
      <p data-testid="error">{connection.error}</p>
      <ConnectionNoticeLine notice={connection.notice} />
    </div>
  );
}

interface FakePopup {
  closed: boolean;
  location: { href: string };
  close: () => void;
}

function setup(handlers: Record<string, FakeHandler> = {}) {
  const api = createFakeApi({
    'etsy.status': () => STATUS.notConnected,
    'etsy.authorize': () => AUTHORIZATION,
    ...handlers,
  });
  const popup: FakePopup = {
    closed: false,
    location: { href: '' },
    close: () => {
      popup.closed = true;
    },
  };
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  const view = renderWithApi(<Harness />, api);
  return { api, popup, open, ...view };
}

const storedAuthorization = () => window.sessionStorage.getItem(OAUTH_STORAGE_KEY);

function post(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

async function startConnect(open: ReturnType<typeof setup>['open']) {
  await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('not_connected'));
  await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
  await vi.waitFor(() => expect(open).toHaveBeenCalled());
}

beforeEach(() => {
  // Only intervals are faked (the poll's), so the queries' timers stay real. testing-library's waitFor polls
  // with an interval too: it then re-checks on DOM changes only, so waits on calls use vi.waitFor.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('useMarketplaceConnection', () => {
  it('opens the authorization page in a 600x600 popup and keeps the state and verifier for the session', async () => {
    const { open, api, popup } = setup();
    await startConnect(open);
    await vi.waitFor(() => expect(api.inputsOf('etsy.authorize')).toHaveLength(1));
    // Opened blank in the click (no popup blocker stops it), then sent to the marketplace.
    expect(open).toHaveBeenCalledWith(
      '',
      'margin-etsy-oauth',
      expect.stringContaining('width=600,height=600'),
    );
    await vi.waitFor(() => expect(popup.location.href).toBe(AUTHORIZATION.authorization_url));
    expect(JSON.parse(storedAuthorization()!)).toEqual({ state: 'st-1', code_verifier: 'verifier-1' });
    expect(vi.getTimerCount()).toBe(1);
  });

  it('checks every 1000 ms whether the popup closed; closed, it removes the stored data and stops checking', async () => {
    const { popup, api, open } = setup();
    const every = vi.spyOn(window, 'setInterval');
    await startConnect(open);
    expect(every).toHaveBeenCalledWith(expect.any(Function), 1000);
    const statusCalls = api.inputsOf('etsy.status').length;

    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(storedAuthorization()).not.toBeNull();
    expect(vi.getTimerCount()).toBe(1);

    popup.closed = true;
    // Whatever the phase of the poll, one check falls within the next second.
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(storedAuthorization()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    // The status is asked again, in case the exchange finished before the popup was closed.
    await vi.waitFor(() => expect(api.inputsOf('etsy.status').length).toBeGreaterThan(statusCalls));

    // A popup cut from us by the marketplace's opener policy looks closed, yet may still finish: its result
    // is taken until the authorization lapses, and nothing after.
    post(oauthSuccess());
    expect(screen.getByRole('status')).toHaveTextContent('Your Etsy shop is connected.');
  });

  it('takes the result from the callback page on the channel of our origin, when the popup lost its opener', async () => {
    const { open } = setup();
    await startConnect(open);
    const channel = new BroadcastChannel('margin:etsy-oauth');
    channel.postMessage(oauthFailure('The seller refused access'));
    channel.close();
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Etsy connection failed: The seller refused access',
      ),
    );
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops listening when the authorization lapses (10 minutes)', async () => {
    const later = vi.spyOn(window, 'setTimeout');
    const { open } = setup();
    await startConnect(open);
    const lapse = later.mock.calls.find(([, ms]) => ms === AUTHORIZATION.expires_in * 1000);
    expect(lapse).toBeDefined();
    act(() => lapse![0]());
    expect(vi.getTimerCount()).toBe(0);
    post(oauthSuccess());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('on the callback page’s success says the shop is connected and asks for the status again', async () => {
    const { api, open } = setup();
    await startConnect(open);
    api.answer('etsy.status', () => STATUS.connected);

    post(oauthSuccess(), 'https://evil.example');
    post({ type: 'something-else', ok: true });
    expect(screen.queryByRole('status')).toBeNull();
    expect(vi.getTimerCount()).toBe(1);

    post(oauthSuccess());
    expect(screen.getByRole('status')).toHaveTextContent('Your Etsy shop is connected.');
    expect(vi.getTimerCount()).toBe(0);
    expect(storedAuthorization()).toBeNull();
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent(/^connected$/));
  });

  it("on an error from the popup says 'Etsy connection failed: {error}'", async () => {
    const { open } = setup();
    await startConnect(open);
    post(oauthFailure('The seller refused access'));
    expect(screen.getByRole('alert')).toHaveTextContent('Etsy connection failed: The seller refused access');
    expect(vi.getTimerCount()).toBe(0);
  });

  it("says 'Failed to connect to Etsy. Please try again.' when the popup is blocked", async () => {
    const { open } = setup();
    open.mockReturnValue(null);
    await startConnect(open);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to connect to Etsy. Please try again.',
    );
    expect(storedAuthorization()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("says 'Failed to connect to Etsy. Please try again.' when the authorization cannot start", async () => {
    const { open, popup } = setup({
      'etsy.authorize': () => {
        throw new FakeApiError(503, 'Etsy could not be reached.');
      },
    });
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('not_connected'));
    await userEvent.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to connect to Etsy. Please try again.',
    );
    // The blank popup opened for it is closed again.
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.closed).toBe(true);
  });

  it('stops polling and listening when the component goes away', async () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const { unmount, open } = setup();
    await startConnect(open);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    expect(removed).toHaveBeenCalledWith('message', expect.any(Function));
  });

  it.each([
    [
      'the server’s detail',
      () => new FakeApiError(500, 'The connection store is down'),
      'The connection store is down',
    ],
    ['Network error', () => new FakeNetworkDown(), 'Network error'],
  ])('treats a failed status as not connected, with %s', async (_, failure, text) => {
    setup({
      'etsy.status': () => {
        throw failure();
      },
    });
    await waitFor(() => expect(screen.getByTestId('error')).toHaveTextContent(text), { timeout: 5000 });
    expect(screen.getByTestId('state')).toHaveTextContent('not_configured');
  });
});
