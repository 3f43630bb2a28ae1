import { useLingui } from '@lingui/react/macro';
import { Menu } from '@mantine/core';
import { useRef, useState } from 'react';
import { NavMenuButton } from './NavMenuButton';
import { useMenuStart, type MenuStartRef } from './deferred-menu';
import type { NavMenu as NavMenuData, Section } from './nav-items';
import { runNavAction } from './nav-action';

export interface NavMenuProps {
  menu: NavMenuData;
  /** The seller is in this menu's part of the app: its button is highlighted. */
  active?: boolean;
  onSection: (s: Section) => void;
}

/** How long the pointer rests on a menu before it opens by hover, and leaves it before it closes. */
const OPEN_DELAY_MS = 60;
const CLOSE_DELAY_MS = 120;

/**
 * One header menu, opened by hover or click (DesktopNav loads it after the first paint). Its state is ours, not
 * Mantine's alone: the pointer entering the dropdown starts a delayed 'open' that Mantine does not cancel when an item
 * closes the menu, so an item clicked within the open delay had the menu drawn again over the dialog it opened.
 * After an item is chosen, only the seller coming back to the menu's button opens it again.
 */
export function NavMenu({ menu, active, onSection, startRef }: NavMenuProps & { startRef: MenuStartRef }) {
  const { i18n } = useLingui();
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  const chosen = useRef(false);
  useMenuStart(startRef, setOpened, target);

  return (
    <Menu
      opened={opened}
      onChange={(next) => {
        if (next && chosen.current) return; // a hover 'open' still on its way from before the choice
        setOpened(next);
      }}
      position="bottom-start"
      shadow="md"
      width={230}
      trigger="click-hover"
      openDelay={OPEN_DELAY_MS}
      closeDelay={CLOSE_DELAY_MS}
    >
      <Menu.Target>
        <NavMenuButton
          menu={menu}
          active={active}
          ref={target}
          onMouseEnter={() => (chosen.current = false)}
          onClick={() => (chosen.current = false)}
        />
      </Menu.Target>
      <Menu.Dropdown>
        {menu.items.map((item) => (
          <Menu.Item
            key={item.id}
            onClick={() => {
              chosen.current = true;
              setOpened(false);
              // A dialog gives focus back, when it closes, to what had it when it opened: the menu's button,
              // not this item, which is gone by then.
              target.current?.focus();
              runNavAction(item.action, onSection);
            }}
          >
            {i18n._(item.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
