import { useLingui } from '@lingui/react/macro';
import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The e-mail input of the sign-in and reset dialogs: a text field with the e-mail keyboard, because an e-mail
 * field would silently drop spaces and we trim them ourselves.
 */
export function EmailField(props: TextInputProps) {
  const { t } = useLingui();
  return (
    <TextInput
      label={t`Email`}
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder={t`you@example.com`}
      autoComplete="email"
      data-autofocus
      size="md"
      {...props}
    />
  );
}
