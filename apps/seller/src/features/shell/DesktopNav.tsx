import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { deferredMenu, type StandInButtonProps } from './deferred-menu';
import type { NavMenuProps } from './NavMenu';
import { NAV_BUTTON_PADDING, NavMenuButton } from './NavMenuButton';
import { NAV_MENUS, type Section } from './nav-items';

/**
 * The header's entries; the one the seller is in is highlighted and marked current: 'Calculator' on the
 * calculator, 'Tools' in Advanced mode or the tools section (the Tools menu is how both are reached).
 */
export function DesktopNav({
  section,
  advanced = false,
  onSection,
}: {
  section: Section;
  /** Advanced mode is open (it shows in place of the sections). */
  advanced?: boolean;
  onSection: (s: Section) => void;
}) {
  const { t } = useLingui();
  const current = advanced || section === 'tools' ? 'tools' : section === 'calculator' ? 'calculator' : null;
  return (
    // One row from the large breakpoint (below it the burger's menu): the buttons' padding is the room Italian,
    // Spanish and Dutch labels need beside a trial seller's badge and name at 1280 px.
    <Group gap={4} wrap="nowrap" visibleFrom="lg" component="nav" aria-label={t`Main`}>
      <Button
        px={NAV_BUTTON_PADDING}
        variant={current === 'calculator' ? 'light' : 'subtle'}
        color={current === 'calculator' ? undefined : 'gray'}
        aria-current={current === 'calculator' ? 'page' : undefined}
        onClick={() => onSection('calculator')}
      >
        <Trans>Calculator</Trans>
      </Button>
      {NAV_MENUS.map((menu) => (
        <NavMenu key={menu.id} menu={menu} active={current === menu.id} onSection={onSection} />
      ))}
    </Group>
  );
}

function NavMenuStandIn({ menu, active, standIn }: NavMenuProps & { standIn: StandInButtonProps }) {
  return <NavMenuButton menu={menu} active={active} {...standIn} />;
}

const NavMenu = deferredMenu<NavMenuProps>(() => import('./NavMenu').then((m) => m.NavMenu), NavMenuStandIn, {
  openOnHover: true,
});

/** Fetches the header menus' code ahead: drawn after it, a menu opens from its first click. */
export const loadNavMenus = NavMenu.load;
