import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A refusal or failure as the sentence the server (or the spec) gives, announced to screen readers. */
export function ErrorAlert({ message, title }: { message: string | null; title?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertCircle aria-hidden />}>
      {message}
    </Alert>
  );
}
