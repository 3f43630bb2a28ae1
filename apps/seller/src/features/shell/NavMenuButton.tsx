import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps, type ElementProps } from '@mantine/core';
import type { Ref } from 'react';
import type { NavMenu } from './nav-items';

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
      rightSection={<span aria-hidden="true">▾</span>}
      {...others}
    >
      {i18n._(menu.label)}
    </Button>
  );
}
