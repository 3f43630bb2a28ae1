import { Button, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useState } from 'react';
import { useInstallPrompt } from '../pwa/use-install-prompt';
import { DIALOG_PROPS } from '../shell/dialog-props';

export const INSTALL_TEXTS = {
  button: 'Install App',
  title: 'Install Margin',
} as const;

/**
 * 'Install App': the browser's own install prompt where it offers one; elsewhere (Safari, Firefox, or a
 * prompt already used) a short how-to. Hidden once the app runs installed.
 */
export function InstallAppButton() {
  const prompt = useInstallPrompt();
  const { installed, canInstall } = prompt;
  const [helpOpened, setHelpOpened] = useState(false);
  if (installed) return null;

  const install = async () => {
    if (!canInstall) {
      setHelpOpened(true);
      return;
    }
    const outcome = await prompt.promptInstall();
    if (outcome === 'accepted') {
      notifications.show({ color: 'margin', message: 'Margin is being installed. Find it with your apps.' });
    } else if (outcome === 'unavailable') {
      setHelpOpened(true);
    }
  };

  return (
    <>
      <Button variant="default" leftSection={<IconDeviceMobile size={16} />} onClick={install}>
        {INSTALL_TEXTS.button}
      </Button>
      <Modal
        {...DIALOG_PROPS}
        opened={helpOpened}
        onClose={() => setHelpOpened(false)}
        title={INSTALL_TEXTS.title}
      >
        <Stack gap="md">
          <Text size="sm">
            Margin works like an app from your home screen or dock, and the basic calculator keeps working
            offline. Your browser installs it like this:
          </Text>
          <List
            spacing="sm"
            size="sm"
            icon={
              <ThemeIcon size={22} radius="xl" variant="light">
                <IconDeviceMobile size={13} />
              </ThemeIcon>
            }
          >
            <List.Item>
              <Text span fw={600} size="sm">
                iPhone and iPad (Safari):
              </Text>{' '}
              tap Share → Add to Home Screen.
            </List.Item>
            <List.Item>
              <Text span fw={600} size="sm">
                Chrome and Edge:
              </Text>{' '}
              open the browser menu (⋮) → Install app (on Android: Add to Home screen).
            </List.Item>
            <List.Item>
              <Text span fw={600} size="sm">
                Safari on a Mac:
              </Text>{' '}
              File → Add to Dock.
            </List.Item>
          </List>
          <Button onClick={() => setHelpOpened(false)}>Got it</Button>
        </Stack>
      </Modal>
    </>
  );
}
