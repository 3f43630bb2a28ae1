import { Menu } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { useMenuStart, type MenuStartRef } from '../features/shell/deferred-menu';
import { LanguageButton } from './LanguageButton';
import { LanguageItems } from './LanguageItems';

/** The header's language menu, loaded after the first paint (HeaderLanguage). */
export function LanguageMenu({ startRef }: { startRef: MenuStartRef }) {
  const { t } = useLingui();
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useMenuStart(startRef, setOpened, target);
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={180} withinPortal>
      <Menu.Target>
        <LanguageButton ref={target} />
      </Menu.Target>
      <Menu.Dropdown aria-label={t`Language`}>
        <LanguageItems />
      </Menu.Dropdown>
    </Menu>
  );
}
