import { Anchor } from '@mantine/core';
import { Wordmark } from '@margin/ui';
import type { ComponentProps } from 'react';

/** The brand in a page header, linked to the calculator. */
export function HomeLink({ size }: { size?: ComponentProps<typeof Wordmark>['size'] }) {
  return (
    <Anchor href="/" underline="never" c="inherit" aria-label="Margin home">
      <Wordmark size={size} />
    </Anchor>
  );
}
