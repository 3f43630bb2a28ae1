import { useLingui } from '@lingui/react/macro';
import { Avatar, Group, Text, UnstyledButton, type ElementProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { Ref } from 'react';
import type { SubscriptionState } from '@margin/core';
import { avatarLetter, headerAccountLabel } from './profile-items';
import classes from './ProfileMenu.module.css';
import type { CurrentUser } from './session-store';

export interface ProfileButtonProps extends ElementProps<'button'> {
  user: CurrentUser;
  subscription: SubscriptionState | undefined;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The account menu's button: avatar with the e-mail's first letter, 'Pro Account' or 'Trial Account' (core spec §2.2).
 * The menu's own (ProfileMenu.tsx), and the one that stands in until the menu's code is here (HeaderAccount).
 */
export function ProfileButton({ user, subscription, ref, ...others }: ProfileButtonProps) {
  const { t, i18n } = useLingui();
  const described = headerAccountLabel(subscription);
  const label = described && i18n._(described);
  const email = user.email;
  return (
    <UnstyledButton
      ref={ref}
      // Says what the button shows ('Trial Account' on wide screens), so a voice command that reads it works.
      aria-label={label ? t`Account menu for ${email}, ${label}` : t`Account menu for ${email}`}
      style={{ borderRadius: 999 }}
      {...others}
    >
      <Group gap={8} wrap="nowrap">
        <Avatar color="margin" variant="filled" radius="xl" size={34}>
          {/* The initial is drawn by CSS: a picture of the name, not a word of the button's label. */}
          <span className={classes.initial} data-initial={avatarLetter(user.email)} />
        </Avatar>
        {label && (
          <Text size="sm" fw={600} visibleFrom="lg">
            {label}
          </Text>
        )}
        <IconChevronDown size={14} color="var(--mantine-color-dimmed)" />
      </Group>
    </UnstyledButton>
  );
}
