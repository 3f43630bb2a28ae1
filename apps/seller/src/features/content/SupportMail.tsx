import { Anchor } from '@mantine/core';
import { SUPPORT_EMAIL } from '../../lib/support';

/** Support's address as a mail link, in running text: a component, so a translated sentence can place it. */
export function SupportMail() {
  return (
    <Anchor href={`mailto:${SUPPORT_EMAIL}`} inherit>
      {SUPPORT_EMAIL}
    </Anchor>
  );
}
