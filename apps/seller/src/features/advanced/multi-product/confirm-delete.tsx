import { t } from '@lingui/core/macro';
import { Text } from '@mantine/core';
import { deferredModals } from '@margin/ui';

/** Deleting a saved product cannot be undone, so the table asks first, naming the product. */
export function confirmProductDelete(name: string, onConfirm: () => void): void {
  deferredModals.openConfirmModal({
    title: t`Delete product?`,
    centered: true,
    children: (
      <Text size="sm">{t`“${name}” will be deleted from your saved products. This cannot be undone.`}</Text>
    ),
    labels: { confirm: t`Delete`, cancel: t`Keep it` },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
