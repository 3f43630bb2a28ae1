import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { modals } from '@mantine/modals';
import { afterEach, describe, expect, it } from 'vitest';
import { createFakeApi, renderWithApi } from '../../test/fake-api';
import { DesktopNav } from './DesktopNav';

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

afterEach(() => {
  act(() => modals.closeAll());
});

// A hover menu must not stay drawn over the dialog it just opened.
describe('DesktopNav', () => {
  it('marks Tools, not Calculator, as where the seller is in Advanced mode', async () => {
    const { rerender } = renderWithApi(
      <DesktopNav section="calculator" advanced onSection={() => undefined} />,
      createFakeApi({}),
    );
    const tools = await screen.findByRole('button', { name: /Tools/, expanded: false });
    expect(tools).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Calculator' })).not.toHaveAttribute('aria-current');

    rerender(<DesktopNav section="calculator" onSection={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Calculator' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: /Tools/ })).not.toHaveAttribute('aria-current');
  });

  it('closes a hover-opened menu for good when an item is clicked at once, before its open delay has passed', async () => {
    renderWithApi(<DesktopNav section="calculator" onSection={() => undefined} />, createFakeApi({}));
    // The menu's own button, once its code is here (a stand-in draws it until then: deferred-menu.tsx).
    const about = await screen.findByRole('button', { name: /About/, expanded: false });
    await userEvent.hover(about);
    const item = await screen.findByRole('menuitem', { name: 'How It Works' });
    // Onto the item and click, well within the 60 ms hover delay that moving onto the dropdown starts again.
    await userEvent.click(item);
    expect(
      await screen.findByRole('dialog', { name: 'How It Works' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await pause(250);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('still opens the menu again when the seller comes back to its button', async () => {
    renderWithApi(<DesktopNav section="calculator" onSection={() => undefined} />, createFakeApi({}));
    // The menu's own button, once its code is here (a stand-in draws it until then: deferred-menu.tsx).
    const about = await screen.findByRole('button', { name: /About/, expanded: false });
    await userEvent.hover(about);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'How It Works' }));
    await screen.findByRole('dialog', { name: 'How It Works' }, { timeout: 10_000 });
    act(() => modals.closeAll());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.unhover(about);
    await userEvent.hover(about);
    expect(await screen.findByRole('menuitem', { name: 'How It Works' })).toBeInTheDocument();
    // From the keyboard too: Enter on the focused button.
    await userEvent.click(screen.getByRole('menuitem', { name: 'Why Margin' }));
    await screen.findByRole('dialog', { name: 'Why Margin' });
    act(() => modals.closeAll());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    about.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });
});
