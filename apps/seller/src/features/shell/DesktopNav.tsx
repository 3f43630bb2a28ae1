import { Button, Group, Menu } from '@mantine/core';
import { useRef } from 'react';
import { NAV_MENUS, type Section } from './nav-items';
import { runNavAction } from './nav-action';

export function DesktopNav({ section, onSection }: { section: Section; onSection: (s: Section) => void }) {
  const targets = useRef<Record<string, HTMLButtonElement | null>>({});
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
        <Menu
          key={menu.id}
          position="bottom-start"
          shadow="md"
          width={230}
          trigger="click-hover"
          openDelay={60}
          closeDelay={120}
        >
          <Menu.Target>
            <Button
              ref={(button) => {
                targets.current[menu.id] = button;
              }}
              variant="subtle"
              color="gray"
              rightSection={<span aria-hidden="true">▾</span>}
            >
              {menu.label}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {menu.items.map((item) => (
              <Menu.Item
                key={item.id}
                onClick={() => {
                  // A dialog gives focus back, when it closes, to what had it when it opened: the menu's button,
                  // not this item, which is gone by then.
                  targets.current[menu.id]?.focus();
                  runNavAction(item.action, onSection);
                }}
              >
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ))}
    </Group>
  );
}
