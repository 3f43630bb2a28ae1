import { useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { Wordmark } from '@margin/ui';
import type { ComponentProps } from 'react';

/** The brand in a page header, linked to the calculator. */
export function HomeLink({ size }: { size?: ComponentProps<typeof Wordmark>['size'] }) {
  const { t } = useLingui();
  return (
    <Anchor href="/" underline="never" c="inherit" aria-label={t`Margin home`}>
      <Wordmark size={size} />
    </Anchor>
  );
}
