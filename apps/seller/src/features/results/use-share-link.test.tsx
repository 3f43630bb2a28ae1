import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeApi, renderWithApi } from '../../test/fake-api';
import { calculated, PLAIN_SALE } from '../export/calculation.fixture';
import { useShareLink } from './use-share-link';

const SHARE_URL = 'https://margin.test/s/AbCdEfGhIjKlMnOpQrStUvWx';
const ANSWER = { id: 'AbCdEfGhIjKlMnOpQrStUvWx', url: SHARE_URL, expires_at: '2026-12-22T00:00:00.000Z' };

/** The hook as a component gets it, without the menu that keeps a second click away. */
function renderShareLink() {
  let answer: (value: unknown) => void = () => undefined;
  const api = createFakeApi({ 'shares.create': () => new Promise((resolve) => (answer = resolve)) });
  const { input, result } = calculated(PLAIN_SALE);
  const share = { current: null as unknown as ReturnType<typeof useShareLink> };
  function Probe() {
    share.current = useShareLink(input, result);
    return null;
  }
  renderWithApi(<Probe />, api);
  return { api, share, answer: () => answer(ANSWER) };
}

describe('useShareLink', () => {
  it('gives a second call made while a link is being created the same promise, not a second share', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const { api, share, answer } = renderShareLink();
    let first: Promise<void> | undefined;
    let second: Promise<void> | undefined;
    let third: Promise<void> | undefined;
    act(() => {
      first = share.current.openPage();
      second = share.current.openPage();
      third = share.current.copyLink('a note');
    });
    expect(second).toBe(first);
    expect(third).toBe(first);
    await waitFor(() => expect(api.inputsOf('shares.create')).toHaveLength(1));
    await act(async () => {
      answer();
      await first;
    });
    expect(tab.location.href).toBe(SHARE_URL);
    expect(open).toHaveBeenCalledTimes(1);
    expect(api.inputsOf('shares.create')).toHaveLength(1);
    expect(share.current.state).toBe('idle');
  });
});
