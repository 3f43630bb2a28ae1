import { Burger, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inTrial } from '../../test/account-fixtures';
import { createFakeApi, renderWithApi } from '../../test/fake-api';
import type { CurrentUser } from '../account/session-store';
import { DIALOG_PROPS } from './dialog-props';
import { MobileNav } from './MobileNav';

const user: CurrentUser = {
  user_id: 'u1',
  email: 'maker@example.com',
  remembered: true,
  account_type: 'trial',
  has_password: false,
};

/** The phone header's burger and drawer as the layout wires them, with an account dialog the drawer opens. */
function PhoneHeader() {
  const [menuOpened, menu] = useDisclosure(false);
  const [settings, setSettings] = useState(false);
  return (
    <>
      <Burger opened={menuOpened} onClick={menu.toggle} aria-label="Open menu" />
      <MobileNav
        opened={menuOpened}
        onClose={menu.close}
        onSection={() => undefined}
        user={user}
        subscription={inTrial}
        onAccountAction={(action) => action === 'account-settings' && setSettings(true)}
      />
      <Modal {...DIALOG_PROPS} opened={settings} onClose={() => setSettings(false)} title="Account Settings">
        <button type="button">Save</button>
      </Modal>
    </>
  );
}

type HappyDomWindow = { happyDOM: { setViewport(size: { width: number; height: number }): void } };
const viewport = (width: number) =>
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 812 });
let desktopWidth: number;
beforeEach(() => {
  desktopWidth = window.innerWidth;
  viewport(390);
});
afterEach(() => {
  viewport(desktopWidth);
  act(() => modals.closeAll());
});

// A dialog opened from the phone's drawer gives focus back to the burger, not to <body>.
describe('MobileNav: focus after a dialog it opened', () => {
  it('an account dialog, closed, hands focus back to the burger button', async () => {
    renderWithApi(<PhoneHeader />, createFakeApi({}));
    const burger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(burger);
    const nav = await screen.findByRole('navigation', { name: 'Mobile' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Account Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Account Settings' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(burger));
  });

  it("a menu item's dialog, closed, hands focus back to the burger button", async () => {
    renderWithApi(<PhoneHeader />, createFakeApi({}));
    const burger = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(burger);
    const nav = await screen.findByRole('navigation', { name: 'Mobile' });
    await userEvent.click(within(nav).getByRole('button', { name: 'About' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'How It Works' }));
    const dialog = await screen.findByRole('dialog', { name: 'How It Works' }, { timeout: 10_000 });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(burger));
  });
});
