import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, renderWithApi } from '../../test/fake-api';
import { OnlineStatus } from './OnlineStatus';

function setOnline(online: boolean, event = true) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  if (event) act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

const render = () => renderWithApi(<OnlineStatus />, createFakeApi({}));

describe('OnlineStatus', () => {
  it('shows nothing while online', () => {
    setOnline(true, false);
    render();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByText('Back online')).toBeNull();
  });

  it('says calculations still work when the connection drops, and when it is back', async () => {
    setOnline(true, false);
    render();
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('Offline — calculations still work');

    setOnline(true);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(await screen.findByText('Back online')).toBeInTheDocument();
    expect(screen.getByText(/Your connection is back/)).toBeInTheDocument();
  });

  it('starts offline when the page opens without a connection', async () => {
    setOnline(false, false);
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Offline — calculations still work');
    setOnline(true);
    await waitFor(() => expect(screen.getByText('Back online')).toBeInTheDocument());
  });
});
