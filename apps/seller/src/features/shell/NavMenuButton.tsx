import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps, type ElementProps } from '@mantine/core';
import type { Ref } from 'react';
import type { NavMenu } from './nav-items';

/** The header buttons' side padding, narrower than a button's own so the five fit on one row in every language. */
export const NAV_BUTTON_PADDING = 10;

/** A header menu's button: the menu's own (NavMenu.tsx), and the one that stands in until the menu's code is here. */
export function NavMenuButton({
  menu,
  active = false,
  ref,
  ...others
}: { menu: NavMenu; active?: boolean; ref?: Ref<HTMLButtonElement> } & ButtonProps & ElementProps<'button'>) {
  const { i18n } = useLingui();
  return (
    <Button
      ref={ref}
      variant={active ? 'light' : 'subtle'}
      color={active ? undefined : 'gray'}
      aria-current={active ? 'page' : undefined}
      px={NAV_BUTTON_PADDING}
      rightSection={<span aria-hidden="true">▾</span>}
      {...others}
    >
      {i18n._(menu.label)}
    </Button>
  );
}
