import { Button, Group } from '@mantine/core';
import { deferredMenu, type StandInButtonProps } from './deferred-menu';
import type { NavMenuProps } from './NavMenu';
import { NavMenuButton } from './NavMenuButton';
import { NAV_MENUS, type Section } from './nav-items';

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

function NavMenuStandIn({ menu, standIn }: NavMenuProps & { standIn: StandInButtonProps }) {
  return <NavMenuButton menu={menu} {...standIn} />;
}

const NavMenu = deferredMenu<NavMenuProps>(() => import('./NavMenu').then((m) => m.NavMenu), NavMenuStandIn, {
  openOnHover: true,
});
