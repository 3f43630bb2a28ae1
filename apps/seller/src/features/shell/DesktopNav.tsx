import { Button, Group, type ButtonProps, type ElementProps } from '@mantine/core';
import type { Ref } from 'react';
import { deferredMenu, type StandInButtonProps } from './deferred-menu';
import { NAV_MENUS, type NavMenu as NavMenuData, type Section } from './nav-items';

export function DesktopNav({ section, onSection }: { section: Section; onSection: (s: Section) => void }) {
  return (
    <Group gap={4} visibleFrom="md" component="nav" aria-label="Main">
      <Button
        variant={section === 'calculator' ? 'light' : 'subtle'}
        color={section === 'calculator' ? undefined : 'gray'}
        onClick={() => onSection('calculator')}
      >
        Calculator
      </Button>
      {NAV_MENUS.map((menu) => (
        <NavMenu key={menu.id} menu={menu} onSection={onSection} />
      ))}
    </Group>
  );
}

/** A header menu's button: the menu's own (NavMenu.tsx), and the one that stands in until the menu's code is here. */
export function NavMenuButton({
  menu,
  ref,
  ...others
}: { menu: NavMenuData; ref?: Ref<HTMLButtonElement> } & ButtonProps & ElementProps<'button'>) {
  return (
    <Button
      ref={ref}
      variant="subtle"
      color="gray"
      rightSection={<span aria-hidden="true">▾</span>}
      {...others}
    >
      {menu.label}
    </Button>
  );
}

interface NavMenuProps {
  menu: NavMenuData;
  onSection: (s: Section) => void;
}

function NavMenuStandIn({ menu, standIn }: NavMenuProps & { standIn: StandInButtonProps }) {
  return <NavMenuButton menu={menu} {...standIn} />;
}

const NavMenu = deferredMenu<NavMenuProps>(() => import('./NavMenu').then((m) => m.NavMenu), NavMenuStandIn, {
  openOnHover: true,
});
