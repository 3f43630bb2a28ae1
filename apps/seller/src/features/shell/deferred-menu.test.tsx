import { Button, Menu } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../../test/render';
import { deferredMenu, useMenuStart, type MenuStartRef, type StandInButtonProps } from './deferred-menu';

interface ShopMenuProps {
  label: string;
}

/** A menu as the header's are: Mantine's Menu around the same button the stand-in draws. */
function ShopMenu({ label, startRef }: ShopMenuProps & { startRef: MenuStartRef }) {
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useMenuStart(startRef, setOpened, target);
  return (
    <Menu opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Button ref={target}>{label}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item>Orders</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function ShopMenuStandIn({ label, standIn }: ShopMenuProps & { standIn: StandInButtonProps }) {
  return <Button {...standIn}>{label}</Button>;
}

/** A deferred ShopMenu whose code arrives when the test says so. */
function setUp(options?: { openOnHover?: boolean }) {
  let arrive!: () => void;
  const loaded = new Promise<ComponentType<ShopMenuProps & { startRef: MenuStartRef }>>((resolve) => {
    arrive = () => resolve(ShopMenu);
  });
  const Deferred = deferredMenu<ShopMenuProps>(() => loaded, ShopMenuStandIn, options);
  renderWithMantine(<Deferred label="Shop" />);
  return {
    arrive: () =>
      act(async () => {
        arrive();
        await loaded;
      }),
  };
}

/** The real menu's button: Mantine's target says whether its menu is open; the stand-in does not. */
const menuButton = () => screen.findByRole('button', { name: 'Shop', expanded: false });

describe('deferredMenu (a header menu whose code comes after the first paint)', () => {
  it('shows the button at once, and arrives closed when nobody touched it', async () => {
    const { arrive } = setUp();
    const standIn = screen.getByRole('button', { name: 'Shop' });
    expect(standIn).not.toHaveAttribute('aria-expanded');
    await arrive();
    const button = await menuButton();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).not.toHaveFocus();
  });

  it('opens the menu as it arrives when the seller clicked the button before, as a click on its own button does', async () => {
    const { arrive } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Shop' }));
    expect(screen.queryByRole('menu')).toBeNull();
    await arrive();
    // Opened by its button, Mantine's menu takes the focus to its first item; Escape gives it back to the button.
    expect(await screen.findByRole('menuitem', { name: 'Orders' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(await menuButton()).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
    // The same as the menu's own button, clicked now that it is here.
    await userEvent.click(await menuButton());
    expect(await screen.findByRole('menuitem', { name: 'Orders' })).toHaveFocus();
  });

  it("moves the focus to the menu's button when the stand-in had it, without opening the menu", async () => {
    const { arrive } = setUp();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Shop' })).toHaveFocus();
    await arrive();
    expect(await menuButton()).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on arrival for the pointer resting on the button only when the menu opens on hover', async () => {
    const hover = setUp({ openOnHover: true });
    await userEvent.hover(screen.getByRole('button', { name: 'Shop' }));
    await hover.arrive();
    expect(await screen.findByRole('menuitem', { name: 'Orders' })).toBeInTheDocument();
  });

  it('stays closed on arrival when the pointer came and went', async () => {
    const left = setUp({ openOnHover: true });
    const standIn = screen.getByRole('button', { name: 'Shop' });
    await userEvent.hover(standIn);
    await userEvent.unhover(standIn);
    await left.arrive();
    await menuButton();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('does not open on arrival for the pointer resting on the button when the menu opens by click only', async () => {
    const { arrive } = setUp();
    await userEvent.hover(screen.getByRole('button', { name: 'Shop' }));
    await arrive();
    await menuButton();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
