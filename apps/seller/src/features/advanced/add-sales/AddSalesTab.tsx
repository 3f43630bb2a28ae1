import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { localized } from '../../../i18n/localized';
import { apiFailure } from '../../account/api-error';
import { openAdvancedMode } from '../advanced-address';
import { useSellerCurrency } from '../seller-currency';
import { useSalesMutations } from '../use-sales-api';
import { SaleForm } from './SaleForm';

/** The spec's messages (advanced spec §8, Sales), word for word in English. */
export const ADD_SALES_TEXTS = localized({
  added: msg`Sales record added successfully!`,
  failed: msg`Error adding sales record. Please try again.`,
});

/** The server's own sentence, when it gave one (a limit, a date in the future), after the spec's message. */
export function failureText(error: unknown): string {
  const { detail } = apiFailure(error);
  return detail ? `${ADD_SALES_TEXTS.failed} ${detail}` : ADD_SALES_TEXTS.failed;
}

/**
 * The hidden add-sales tab (advanced spec §2, §5): one sale in the calculator's currency. On success the
 * dashboard comes back and refetches (the spec reloads the page; a refetch shows the same within 2 s).
 */
export function AddSalesTab() {
  const { t } = useLingui();
  const currency = useSellerCurrency();
  const { create } = useSalesMutations();
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={2} fz="xl">
            <Trans>Add Sales Data</Trans>
          </Title>
          <Text size="sm" c="dimmed" maw={560}>
            <Trans>
              One line per order. Your dashboard totals these by month, in {currency} (the calculator’s
              currency).
            </Trans>
          </Text>
        </div>
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          onClick={() => openAdvancedMode('dashboard')}
        >
          <Trans>Back to dashboard</Trans>
        </Button>
      </Group>
      <Card>
        <Stack gap="md">
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {failure}
            </Alert>
          )}
          <SaleForm
            currency={currency}
            submitLabel={t`Add Sale`}
            busy={create.isPending}
            onSubmit={(input) => {
              setFailure(null);
              create.mutate(input, {
                onSuccess: () => {
                  notifications.show({ color: 'margin', message: ADD_SALES_TEXTS.added });
                  openAdvancedMode('dashboard');
                },
                onError: (error) => setFailure(failureText(error)),
              });
            }}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
