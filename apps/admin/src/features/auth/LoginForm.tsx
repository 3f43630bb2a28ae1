import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZAdminLoginInputSchema, type TAdminLoginInput } from '@margin/core';

export interface LoginValues {
  username: string;
  password: string;
}

export interface LoginFormProps {
  /** Receives the values as the API reads them: the username trimmed and lowercased (spec §5). */
  onSubmit: (values: LoginValues) => void;
  busy?: boolean;
}

/** Username and password, checked by the API's own schema before anything is sent. */
export function LoginForm({ onSubmit, busy = false }: LoginFormProps) {
  const form = useForm<TAdminLoginInput>({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(ZAdminLoginInputSchema, { sync: true }),
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => onSubmit(ZAdminLoginInputSchema.parse(values)))}
      noValidate
      aria-label="Admin login"
    >
      <Stack gap="md">
        <TextInput
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={busy}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
