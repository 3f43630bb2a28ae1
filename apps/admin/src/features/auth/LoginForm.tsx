import { Button, Card, Center, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { LogoMark } from '@margin/ui';

export interface LoginValues {
  username: string;
  password: string;
}

export interface LoginFormProps {
  /** Receives the trimmed username. Defaults to saying that admin sign-in is not part of this build yet. */
  onSubmit?: (values: LoginValues) => void;
}

const notAvailableYet = () =>
  notifications.show({
    color: 'yellow',
    title: 'Not available yet',
    message: 'Admin sign-in is not available in this build yet.',
  });

export function LoginForm({ onSubmit = notAvailableYet }: LoginFormProps) {
  const form = useForm<LoginValues>({
    initialValues: { username: '', password: '' },
    transformValues: (values) => ({ ...values, username: values.username.trim() }),
    validate: {
      username: (v) => (v.trim() ? null : 'Please enter your username'),
      password: (v) => (v ? null : 'Please enter your password'),
    },
  });

  return (
    <Center mih="100vh" bg="var(--mantine-color-gray-0)" p="md">
      <Card w="100%" maw={400} shadow="sm">
        <form onSubmit={form.onSubmit((values) => onSubmit(values))} noValidate>
          <Stack gap="md">
            <div>
              <Group gap={8}>
                <LogoMark size={28} />
                <Text fw={800} fz="lg">
                  Margin Admin
                </Text>
              </Group>
              <Title order={1} fz="xl" mt="md">
                Admin login
              </Title>
              <Text size="sm" c="dimmed">
                For the operators of Margin.
              </Text>
            </div>
            <TextInput
              label="Username"
              autoComplete="username"
              required
              {...form.getInputProps('username')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Button type="submit" fullWidth>
              Sign in
            </Button>
          </Stack>
        </form>
      </Card>
    </Center>
  );
}
