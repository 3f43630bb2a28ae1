import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OAUTH_STORAGE_KEY, savePendingAuthorization } from '../features/marketplace/oauth-handoff';
import { createFakeApi, FakeApiError, renderWithApi, type FakeHandler } from '../test/fake-api';
import { OAuthCallbackPage } from './OAuthCallback.page';

const CONNECTED = {
  connected: true,
  shop_id: '48151623',
  shop_name: 'ClayAndLinen',
  last_sync_at: '2026-11-25T10:00:00.000Z',
  message: 'Your Etsy shop is connected.',
};

/** The app's window that opened the popup. */
function fakeOpener() {
  const opener = { closed: false, postMessage: vi.fn() };
  vi.stubGlobal('opener', opener);
  return opener;
}

function setup(search: string, handlers: Record<string, FakeHandler> = {}) {
  const api = createFakeApi({ 'etsy.callback': () => CONNECTED, ...handlers });
  const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
  renderWithApi(<OAuthCallbackPage search={search} />, api);
  return { api, close };
}

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('/oauth/callback', () => {
  it('exchanges the code with the stored verifier, tells the opener it worked and closes itself', async () => {
    const opener = fakeOpener();
    savePendingAuthorization({ state: 'st-1', code_verifier: 'verifier-1' });
    const { api, close } = setup('?code=auth-code&state=st-1');
    expect(screen.getByRole('heading', { name: 'Processing Etsy connection...' })).toBeInTheDocument();

    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(api.inputsOf('etsy.callback')).toEqual([
      { authorization_code: 'auth-code', state: 'st-1', code_verifier: 'verifier-1' },
    ]);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'margin:etsy-oauth', ok: true },
      window.location.origin,
    );
    expect(window.sessionStorage.getItem(OAUTH_STORAGE_KEY)).toBeNull();
  });

  it('reports the error the marketplace sent back, without calling the server', async () => {
    const opener = fakeOpener();
    const { api, close } = setup('?error=access_denied&error_description=The+user+denied+access&state=st-1');
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'margin:etsy-oauth', ok: false, error: 'The user denied access' },
      window.location.origin,
    );
    expect(api.calls).toEqual([]);
  });

  it("reports 'Missing authorization parameters' when the code or the state is missing", async () => {
    const opener = fakeOpener();
    const { api, close } = setup('?code=auth-code');
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'margin:etsy-oauth', ok: false, error: 'Missing authorization parameters' },
      window.location.origin,
    );
    expect(api.calls).toEqual([]);
  });

  it('reports the server’s detail when the exchange is refused', async () => {
    const opener = fakeOpener();
    const detail =
      'This Etsy authorization is not valid for this session or has already been used. Please connect again.';
    const { close } = setup('?code=reused&state=st-1', {
      'etsy.callback': () => {
        throw new FakeApiError(400, detail);
      },
    });
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'margin:etsy-oauth', ok: false, error: detail },
      window.location.origin,
    );
  });

  it('without an opener (cut off on the way, or a tab of its own) reports on the channel and shows the outcome', async () => {
    vi.stubGlobal('opener', null);
    const heard: unknown[] = [];
    const channel = new BroadcastChannel('margin:etsy-oauth');
    channel.onmessage = (event: MessageEvent) => heard.push(event.data);
    try {
      setup('?code=auth-code&state=st-1');
      expect(await screen.findByRole('status')).toHaveTextContent('Your Etsy shop is connected.');
      expect(screen.getByRole('link', { name: 'Back to Advanced mode' })).toHaveAttribute(
        'href',
        '/?mode=advanced&tab=dashboard',
      );
      await waitFor(() => expect(heard).toEqual([{ type: 'margin:etsy-oauth', ok: true }]));
    } finally {
      channel.close();
    }
  });

  it('opened in the app’s own tab, shows a failure as an alert', async () => {
    vi.stubGlobal('opener', null);
    setup('');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Etsy connection failed: Missing authorization parameters',
    );
    expect(screen.getByRole('link', { name: 'Back to Advanced mode' })).toBeInTheDocument();
  });
});
