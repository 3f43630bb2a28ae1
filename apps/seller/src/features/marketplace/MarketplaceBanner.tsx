import { Alert, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { IconAlertTriangle, IconBuildingStore, IconInfoCircle, IconPlugConnected } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { deferredModals } from '@margin/ui';
import { ConnectionNoticeLine } from './ConnectionNoticeLine';
import { READABLE_INK } from './readable-ink';
import { connectionTime, MARKETPLACE_TEXTS } from './marketplace-texts';
import {
  useLiveDataToggle,
  useMarketplaceConnection,
  type MarketplaceConnection,
} from './use-marketplace-connection';

/** Today's words of the 'coming soon' banner (advanced spec §2), kept by AdvancedMode's ADVANCED_TEXTS. */
export interface ComingSoonTexts {
  liveTitle: string;
  liveText: string;
  liveToggle: string;
}

function ComingSoonBanner({ texts, error }: { texts: ComingSoonTexts; error: string | null }) {
  return (
    <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} title={texts.liveTitle}>
      <Stack gap="xs">
        <Text size="sm">{texts.liveText}</Text>
        <Switch
          label={texts.liveToggle}
          description={MARKETPLACE_TEXTS.toggleComingSoon}
          checked={false}
          disabled
          onChange={() => undefined}
        />
        {error && (
          <Text size="xs" c="dimmed">
            {error}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

export function confirmDisconnect(onConfirm: () => void) {
  deferredModals.openConfirmModal({
    title: MARKETPLACE_TEXTS.disconnectTitle,
    children: <Text size="sm">{MARKETPLACE_TEXTS.disconnectText}</Text>,
    labels: { confirm: MARKETPLACE_TEXTS.disconnect, cancel: MARKETPLACE_TEXTS.cancel },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/** The 'Connect your shop' button, shared by the banner and the pricing audit's 'Connect marketplace' tab. */
export function ConnectButton({
  connection,
  label = MARKETPLACE_TEXTS.connect,
}: {
  connection: MarketplaceConnection;
  label?: string;
}) {
  return (
    <Button
      leftSection={<IconPlugConnected size={16} aria-hidden="true" />}
      loading={connection.connecting}
      onClick={() => void connection.connect()}
      radius="xl"
      w={{ base: '100%', xs: 'auto' }}
    >
      {label}
    </Button>
  );
}

function LiveToggle({ texts, connected }: { texts: ComingSoonTexts; connected: boolean }) {
  const [live, setLive] = useLiveDataToggle();
  return (
    <Switch
      label={texts.liveToggle}
      description={
        connected ? MARKETPLACE_TEXTS.toggleWhenConnected : MARKETPLACE_TEXTS.toggleWhenNotConnected
      }
      checked={connected && live}
      disabled={!connected}
      onChange={(event) => setLive(event.currentTarget.checked)}
    />
  );
}

function ConnectedBody({ connection, texts }: { connection: MarketplaceConnection; texts: ComingSoonTexts }) {
  const { status } = connection;
  const shop = status?.shop_name ?? '';
  return (
    <Stack gap="xs">
      {status?.shop_id && <Text size="sm">{MARKETPLACE_TEXTS.shopLine(shop, status.shop_id)}</Text>}
      <Text size="sm" c="dimmed">
        {status?.last_sync_at
          ? MARKETPLACE_TEXTS.lastSynced(connectionTime(status.last_sync_at))
          : MARKETPLACE_TEXTS.neverSynced}
      </Text>
      <LiveToggle texts={texts} connected />
      <Group gap="sm">
        <Button
          variant="default"
          radius="xl"
          loading={connection.syncing}
          onClick={() => void connection.sync()}
        >
          {MARKETPLACE_TEXTS.sync}
        </Button>
        <Button
          variant="default"
          c={READABLE_INK.red}
          radius="xl"
          loading={connection.disconnecting}
          onClick={() => confirmDisconnect(() => void connection.disconnect())}
        >
          {MARKETPLACE_TEXTS.disconnect}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Advanced mode's live-data banner (advanced spec §2, §4). Without the app key it is exactly the 'coming soon'
 * banner with its disabled toggle; with it, a signed-in seller with access connects the shop here, sees it once
 * connected (name, id, last sync) and turns live data on or off. Visitors and expired sellers see the 'coming
 * soon' banner and nothing is asked of the server for them (`canConnect` false).
 */
export function MarketplaceBanner({ texts, canConnect }: { texts: ComingSoonTexts; canConnect: boolean }) {
  const connection = useMarketplaceConnection({ enabled: canConnect });
  const { state, notice } = connection;
  if (!canConnect || state === 'unknown' || state === 'not_configured') {
    // A disconnect's confirmation must stay visible if the status then says the key is gone.
    return (
      <Stack gap="xs">
        <ComingSoonBanner texts={texts} error={canConnect ? connection.error : null} />
        <ConnectionNoticeLine notice={notice} />
      </Stack>
    );
  }

  let body: ReactNode;
  let title: string;
  let color: 'blue' | 'green' | 'yellow' = 'blue';
  let icon = <IconBuildingStore size={18} />;
  if (state === 'connected') {
    const shop = connection.status?.shop_name;
    title = shop ? MARKETPLACE_TEXTS.connectedTitle(shop) : MARKETPLACE_TEXTS.connectedToYourShop;
    color = 'green';
    body = <ConnectedBody connection={connection} texts={texts} />;
  } else if (state === 'needs_reconnect') {
    title = MARKETPLACE_TEXTS.reconnectTitle;
    color = 'yellow';
    icon = <IconAlertTriangle size={18} />;
    body = (
      <Stack gap="xs">
        <Text size="sm">{MARKETPLACE_TEXTS.needsReconnect}</Text>
        <LiveToggle texts={texts} connected={false} />
        <Group gap="sm">
          <ConnectButton connection={connection} label={MARKETPLACE_TEXTS.reconnect} />
        </Group>
      </Stack>
    );
  } else {
    title = MARKETPLACE_TEXTS.connectTitle;
    body = (
      <Stack gap="xs">
        <Text size="sm">{MARKETPLACE_TEXTS.connectText}</Text>
        <LiveToggle texts={texts} connected={false} />
        <Group gap="sm">
          <ConnectButton connection={connection} />
        </Group>
      </Stack>
    );
  }
  return (
    <Alert
      variant="light"
      color={color}
      icon={icon}
      title={title}
      role="region"
      aria-label={title}
      styles={{ title: { color: color === 'blue' ? undefined : READABLE_INK[color] } }}
    >
      <Stack gap="xs">
        {body}
        <ConnectionNoticeLine notice={notice} />
      </Stack>
    </Alert>
  );
}
