import { Button, Text } from '@mantine/core';
import { IconShieldQuestion } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TEarlierData } from '@margin/core';
import { useTRPC } from '@margin/ui';
import { useState } from 'react';
import { StatusPage } from '../shell/StatusPage';
import { loginFailureMessage } from './login-errors';

export const EARLIER_DATA_TEXTS = {
  title: 'Keep what was made before you confirmed your e-mail?',
  intro:
    'This account was started with your e-mail address before you confirmed it, so someone else may have used it. Any other device that had not confirmed the address is now signed out.',
  keep: 'Keep everything',
  discard: 'Delete it',
  discardHint: 'Only what was made before this sign-in is deleted. It cannot be undone.',
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 products, 1 sales record and a connected Etsy shop" */
export function earlierDataSummary(data: TEarlierData): string {
  const parts = [
    data.products > 0 ? plural(data.products, 'product', 'products') : null,
    data.sales_records > 0 ? plural(data.sales_records, 'sales record', 'sales records') : null,
    data.shares > 0 ? plural(data.shares, 'share link', 'share links') : null,
    data.shop_connected ? 'a connected Etsy shop' : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? '');
}

export interface EarlierDataChoiceProps {
  data: TEarlierData;
  /** After the owner decided (or when there is nothing to decide any more). */
  onDone: () => void;
}

/** The owner of a trial someone may have started with their address keeps or deletes what was made before. */
export function EarlierDataChoice({ data, onDone }: EarlierDataChoiceProps) {
  const trpc = useTRPC();
  const settle = useMutation(trpc.auth.settleEarlierData.mutationOptions({ onSuccess: onDone }));
  const [error, setError] = useState<string | null>(null);
  const decide = (keep: boolean) => {
    setError(null);
    settle.mutate({ keep }, { onError: (failure) => setError(loginFailureMessage(failure)) });
  };
  const choosing = settle.isPending ? settle.variables?.keep : undefined;
  return (
    <StatusPage
      icon={<IconShieldQuestion size={32} />}
      title={EARLIER_DATA_TEXTS.title}
      actions={
        <>
          <Button
            size="md"
            onClick={() => decide(true)}
            loading={choosing === true}
            disabled={settle.isPending}
          >
            {EARLIER_DATA_TEXTS.keep}
          </Button>
          <Button
            size="md"
            color="red.8"
            variant="outline"
            onClick={() => decide(false)}
            loading={choosing === false}
            disabled={settle.isPending}
          >
            {EARLIER_DATA_TEXTS.discard}
          </Button>
        </>
      }
    >
      <Text>{EARLIER_DATA_TEXTS.intro}</Text>
      <Text fw={600}>Made before this sign-in: {earlierDataSummary(data)}.</Text>
      <Text size="sm">{EARLIER_DATA_TEXTS.discardHint}</Text>
      {error && (
        <Text role="alert" c="red.8">
          {error}
        </Text>
      )}
    </StatusPage>
  );
}
