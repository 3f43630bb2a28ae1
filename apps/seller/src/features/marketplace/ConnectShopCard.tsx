import { Card, Stack, Text, Title } from '@mantine/core';
import { ConnectionNoticeLine } from './ConnectionNoticeLine';
import { ConnectButton } from './MarketplaceBanner';
import type { MarketplaceConnection } from './use-marketplace-connection';

/** What a screen says to offer the connection: its title, text and button, first and after a lapse. */
export interface ConnectShopTexts {
  connectTitle: string;
  connectText: string;
  connect: string;
  reconnectTitle: string;
  reconnectText: string;
  reconnect: string;
}

/**
 * A screen's way in to the shop's own data before the shop is connected (or once it needs a reconnect): why, in
 * the screen's words, and the button that connects it.
 */
export function ConnectShopCard({
  connection,
  texts,
}: {
  connection: MarketplaceConnection;
  texts: ConnectShopTexts;
}) {
  const reconnect = connection.state === 'needs_reconnect';
  return (
    <Card padding="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={3} fz="md">
          {reconnect ? texts.reconnectTitle : texts.connectTitle}
        </Title>
        <Text size="sm">{reconnect ? texts.reconnectText : texts.connectText}</Text>
        <ConnectButton connection={connection} label={reconnect ? texts.reconnect : texts.connect} />
        <ConnectionNoticeLine notice={connection.notice} />
      </Stack>
    </Card>
  );
}
