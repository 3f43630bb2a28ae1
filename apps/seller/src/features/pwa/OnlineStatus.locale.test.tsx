// The connection notices in German: the offline strip and the notification when the connection is back.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../i18n/language';
import { createFakeApi, renderWithApi } from '../../test/fake-api';
import { OnlineStatus } from './OnlineStatus';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => activateLocale('en'));

describe('OnlineStatus in German', () => {
  it('says in German that calculations still work offline, and when the connection is back', async () => {
    await activateLocale('de');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithApi(<OnlineStatus />, createFakeApi({}));
    setOnline(false);
    expect(screen.getByRole('status')).toHaveTextContent('Offline – Berechnungen funktionieren weiter');
    setOnline(true);
    expect(await screen.findByText('Wieder online')).toBeInTheDocument();
  });
});
