import {
  Accordion,
  Avatar,
  Button,
  Divider,
  Drawer,
  Group,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubscriptionState } from '@margin/core';
import { useEffect, useRef } from 'react';
import { AccessBadge } from '../account/AccessBadge';
import {
  avatarLetter,
  headerAccountLabel,
  PROFILE_ACTIONS,
  PROFILE_LABELS,
  type ProfileAction,
} from '../account/profile-items';
import type { CurrentUser } from '../account/session-store';
import { START_TRIAL } from '../account/HeaderAccount';
import { NAV_MENUS, type Section } from './nav-items';
import { runNavAction } from './nav-action';
import classes from './MobileNav.module.css';
import emailClasses from '../account/email.module.css';

export interface MobileNavProps {
  opened: boolean;
  onClose: () => void;
  onSection: (s: Section) => void;
  /** Signed in: the account's items follow the menus (core spec §2.2). */
  user?: CurrentUser | null;
  subscription?: SubscriptionState;
  onAccountAction?: (action: ProfileAction) => void;
  onStartTrial?: () => void;
}

/** The mobile menu repeats the whole navigation, with each menu as a collapsible group. */
export function MobileNav({
  opened,
  onClose,
  onSection,
  user = null,
  subscription,
  onAccountAction,
  onStartTrial,
}: MobileNavProps) {
  const { t, i18n } = useLingui();
  const headerAccount = headerAccountLabel(subscription);
  // What opened the drawer (the header's burger button). An item's dialog opens as the drawer closes, and gives
  // focus back, when it closes, to what had it when it opened: that must be the burger, not the item, which is
  // gone by then (focus would fall to the page's body).
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!opened) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [opened]);
  const leave = () => {
    opener.current?.focus();
    onClose();
  };
  const go = (section: Section) => {
    onSection(section);
    leave();
  };
  const account = (action: ProfileAction) => {
    leave();
    onAccountAction?.(action);
  };
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t`Menu`}
      closeButtonProps={{ 'aria-label': t`Close menu` }}
      size="min(85%, 380px)"
      hiddenFrom="lg"
      position="right"
    >
      <Stack gap="xs" component="nav" aria-label={t`Mobile`}>
        {user ? (
          <Group gap="sm" wrap="nowrap" mb={4}>
            <Avatar color="margin" variant="filled" radius="xl">
              {avatarLetter(user.email)}
            </Avatar>
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" fw={700} className={emailClasses.email}>
                {user.email}
              </Text>
              {/* As in the header: the 'Trial Expired' badge says it all, 'Trial Account' beside it would not. */}
              {headerAccount && (
                <Text size="xs" c="dimmed">
                  {i18n._(headerAccount)}
                </Text>
              )}
            </div>
            {subscription && (
              <AccessBadge
                subscription={subscription}
                size="md"
                onClick={() => account('subscription-status')}
              />
            )}
          </Group>
        ) : (
          <Button
            fullWidth
            mb={4}
            onClick={() => {
              leave();
              onStartTrial?.();
            }}
          >
            {i18n._(START_TRIAL)}
          </Button>
        )}
        <Button variant="light" fullWidth justify="flex-start" onClick={() => go('calculator')}>
          <Trans>Calculator</Trans>
        </Button>
        <Accordion variant="separated" radius="md" chevronPosition="right">
          {NAV_MENUS.map((menu) => (
            <Accordion.Item key={menu.id} value={menu.id}>
              <Accordion.Control>{i18n._(menu.label)}</Accordion.Control>
              <Accordion.Panel>
                <Stack gap={2}>
                  {menu.items.map((item) => (
                    <UnstyledButton
                      key={item.id}
                      className={classes.item}
                      onClick={() => {
                        leave();
                        runNavAction(item.action, onSection);
                      }}
                    >
                      {i18n._(item.label)}
                    </UnstyledButton>
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        {user && (
          <>
            <Divider my={4} label={t`Account`} labelPosition="left" />
            <Stack gap={2}>
              {PROFILE_ACTIONS.map((action) => (
                <UnstyledButton
                  key={action}
                  className={classes.item}
                  data-danger={action === 'logout' || undefined}
                  onClick={() => account(action)}
                >
                  {i18n._(PROFILE_LABELS[action])}
                </UnstyledButton>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
