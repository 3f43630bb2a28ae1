import { msg, plural } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { IconShieldQuestion } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { isEnglish, type TEarlierData } from '@margin/core';
import { useTRPC } from '@margin/ui';
import { useState } from 'react';
import { StatusPage } from '../shell/StatusPage';
import { loginFailureMessage } from './login-errors';
import { localized } from '../../i18n/localized';
import { i18n, useLocale } from '../../i18n/runtime';

export const EARLIER_DATA_TEXTS = localized({
  title: msg`Keep what was made before you confirmed your e-mail?`,
  intro: msg`This account was started with your e-mail address before you confirmed it, so someone else may have used it. Any other device that had not confirmed the address is now signed out.`,
  keep: msg`Keep everything`,
  discard: msg`Delete it`,
  discardHint: msg`Only what was made before this sign-in is deleted. It cannot be undone.`,
});

/** "2 products, 1 sales record and a connected Etsy shop", in the language on screen. */
export function earlierDataSummary(data: TEarlierData): string {
  const { products, sales_records: records, shares } = data;
  const parts = [
    products > 0 ? plural(products, { one: '# product', other: '# products' }) : null,
    records > 0 ? plural(records, { one: '# sales record', other: '# sales records' }) : null,
    shares > 0 ? plural(shares, { one: '# share link', other: '# share links' }) : null,
    data.shop_connected ? i18n._(msg`a connected Etsy shop`) : null,
  ].filter((part): part is string => part !== null);
  // British English lists without the comma before 'and', as the product's English does.
  const locale = isEnglish(i18n.locale) ? 'en-GB' : i18n.locale;
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
}

export interface EarlierDataChoiceProps {
  data: TEarlierData;
  /** After the owner decided (or when there is nothing to decide any more). */
  onDone: () => void;
}

/** The owner of a trial someone may have started with their address keeps or deletes what was made before. */
export function EarlierDataChoice({ data, onDone }: EarlierDataChoiceProps) {
  useLocale();
  const summary = earlierDataSummary(data);
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
      <Text fw={600}>
        <Trans>Made before this sign-in: {summary}.</Trans>
      </Text>
      <Text size="sm">{EARLIER_DATA_TEXTS.discardHint}</Text>
      {error && (
        <Text role="alert" c="red.8">
          {error}
        </Text>
      )}
    </StatusPage>
  );
}
