import { Alert, Button, Group, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';

export interface PasswordExpiryBannerProps {
  daysLeft: number;
  onChangePassword: () => void;
}

/** Spec §2, §9: the warning from 14 days before the 90-day expiry (the server says when: password_expires_soon). */
export function PasswordExpiryBanner({ daysLeft, onChangePassword }: PasswordExpiryBannerProps) {
  const when = daysLeft === 1 ? 'in 1 day' : `in ${daysLeft} days`;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconClockExclamation aria-hidden />}
      title="Password expires soon"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">Your admin password expires {when}. Change it now to keep access to the portal.</Text>
        {/* The banner's own dark yellow ink (theme.ts): Mantine's yellow-9 is 2.6:1 on the banner's tint. */}
        <Button
          size="xs"
          color="var(--mantine-color-yellow-light-color)"
          variant="outline"
          onClick={onChangePassword}
        >
          Change Password
        </Button>
      </Group>
    </Alert>
  );
}
