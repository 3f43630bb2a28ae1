import { Group, Text, UnstyledButton, type ElementProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';

export interface LanguageButtonProps extends ElementProps<'button'> {
  ref?: Ref<HTMLButtonElement>;
}

/** The header's language button: a globe and the active language's code ('DE'); its name is 'Language'. */
export function LanguageButton({ ref, ...others }: LanguageButtonProps) {
  const { t, i18n } = useLingui();
  return (
    <UnstyledButton
      ref={ref}
      aria-label={t`Language`}
      px={6}
      py={4}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      {...others}
    >
      <Group gap={4} wrap="nowrap">
        <IconLanguage size={18} aria-hidden />
        <Text size="sm" fw={600} tt="uppercase" aria-hidden>
          {i18n.locale}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
