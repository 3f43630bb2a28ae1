import { Trans, useLingui } from '@lingui/react/macro';
import { Button, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useState } from 'react';
import { useInstallPrompt } from '../pwa/use-install-prompt';
import { DIALOG_PROPS } from '../shell/dialog-props';

/**
 * 'Install App': the browser's own install prompt where it offers one; elsewhere (Safari, Firefox, or a
 * prompt already used) a short how-to. Hidden once the app runs installed.
 */
export function InstallAppButton() {
  const { t } = useLingui();
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
      notifications.show({ color: 'margin', message: t`Margin is being installed. Find it with your apps.` });
    } else if (outcome === 'unavailable') {
      setHelpOpened(true);
    }
  };

  return (
    <>
      <Button variant="default" leftSection={<IconDeviceMobile size={16} />} onClick={install}>
        <Trans>Install App</Trans>
      </Button>
      <Modal
        {...DIALOG_PROPS}
        opened={helpOpened}
        onClose={() => setHelpOpened(false)}
        title={t`Install Margin`}
      >
        <Stack gap="md">
          <Text size="sm">
            <Trans>
              Margin works like an app from your home screen or dock, and the basic calculator keeps working
              offline. Your browser installs it like this:
            </Trans>
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
              <Trans>
                <Text span fw={600} size="sm">
                  iPhone and iPad (Safari):
                </Text>{' '}
                tap Share → Add to Home Screen.
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                <Text span fw={600} size="sm">
                  Chrome and Edge:
                </Text>{' '}
                open the browser menu (⋮) → Install app (on Android: Add to Home screen).
              </Trans>
            </List.Item>
            <List.Item>
              <Trans>
                <Text span fw={600} size="sm">
                  Safari on a Mac:
                </Text>{' '}
                File → Add to Dock.
              </Trans>
            </List.Item>
          </List>
          <Button onClick={() => setHelpOpened(false)}>
            <Trans>Got it</Trans>
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
