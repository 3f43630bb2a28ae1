import { Button, Group, Menu } from '@mantine/core';
import { NAV_MENUS, type Section } from './nav-items';
import { runNavAction } from './nav-action';

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
            <Button variant="subtle" color="gray" rightSection={<span aria-hidden="true">▾</span>}>
              {menu.label}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {menu.items.map((item) => (
              <Menu.Item key={item.id} onClick={() => runNavAction(item.action, onSection)}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ))}
    </Group>
  );
}
