import { Group, Text, UnstyledButton, type ElementProps } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';

export interface LanguageButtonProps extends ElementProps<'button'> {
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The header's language button: a globe and the active language's code ('DE'). Its name starts with 'Language' and
 * holds the code it shows, so a voice command that says what it sees finds it (WCAG 2.5.3).
 */
export function LanguageButton({ ref, ...others }: LanguageButtonProps) {
  const { t, i18n } = useLingui();
  const code = i18n.locale.toUpperCase();
  return (
    <UnstyledButton
      ref={ref}
      aria-label={t`Language: ${code}`}
      px={6}
      py={4}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      {...others}
    >
      <Group gap={4} wrap="nowrap">
        <IconLanguage size={18} aria-hidden />
        <Text size="sm" fw={600}>
          {code}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
