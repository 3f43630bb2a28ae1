import { Accordion, Button, Drawer, Stack, UnstyledButton } from '@mantine/core';
import { NAV_MENUS, type Section } from './nav-items';
import { runNavAction } from './nav-action';
import classes from './MobileNav.module.css';

export interface MobileNavProps {
  opened: boolean;
  onClose: () => void;
  onSection: (s: Section) => void;
}

/** The mobile menu repeats the whole navigation, with each menu as a collapsible group. */
export function MobileNav({ opened, onClose, onSection }: MobileNavProps) {
  const go = (section: Section) => {
    onSection(section);
    onClose();
  };
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" size="85%" hiddenFrom="sm" position="right">
      <Stack gap="xs" component="nav" aria-label="Mobile">
        <Button variant="light" fullWidth justify="flex-start" onClick={() => go('calculator')}>
          Calculator
        </Button>
        <Accordion variant="separated" radius="md" chevronPosition="right">
          {NAV_MENUS.map((menu) => (
            <Accordion.Item key={menu.id} value={menu.id}>
              <Accordion.Control>{menu.label}</Accordion.Control>
              <Accordion.Panel>
                <Stack gap={2}>
                  {menu.items.map((item) => (
                    <UnstyledButton
                      key={item.id}
                      className={classes.item}
                      onClick={() => {
                        onClose();
                        runNavAction(item.action, onSection);
                      }}
                    >
                      {item.label}
                    </UnstyledButton>
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Stack>
    </Drawer>
  );
}
