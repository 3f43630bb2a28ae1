import { Text } from '@mantine/core';
import { AGES, DISCONTINUATION_NOTICE_DAYS, LEGAL_EFFECTIVE_DATE } from './legal-facts';
import { PLAN_FACTS } from './product-facts';
import { Bullets, DialogBody, NewTabButton, Para } from './prose';

function Effective() {
  return (
    <Text size="xs" c="dimmed">
      Effective {LEGAL_EFFECTIVE_DATE}
    </Text>
  );
}

/** About → Privacy Policy: the short version, and the page itself in a new tab. */
export function PrivacySummaryContent() {
  return (
    <DialogBody>
      <Effective />
      <Para>The short version:</Para>
      <Bullets
        items={[
          'No cookies and no advertising trackers. Your sign-in and choices stay in your browser’s local storage.',
          'We keep only what the service needs: your e-mail address and plan, the links you share, the reports you e-mail and, for your usage statistics, the mode and country of each calculation (not its figures).',
          'Card payments are handled by Stripe. We never see your card number.',
          'We never sell your data. Each kind of data has a set retention period, after which it is deleted or anonymised.',
          `Margin is not for children under ${AGES.minimum} (${AGES.minimumWhereRequired} in the EU and UK, where the law requires it).`,
        ]}
      />
      <NewTabButton href="/privacy">Read the full Privacy Policy</NewTabButton>
    </DialogBody>
  );
}

/** About → Terms of Service: the short version, and the page itself in a new tab. */
export function TermsSummaryContent() {
  return (
    <DialogBody>
      <Effective />
      <Para>The short version:</Para>
      <Bullets
        items={[
          `${PLAN_FACTS.trialDays}-day free trial, then Pro at ${PLAN_FACTS.yearly} a year, billed in advance and renewed automatically until you cancel.`,
          `Cancel any time under ${PLAN_FACTS.cancelItem}; you keep access to the end of the paid year. Payments are not refunded.`,
          'Results are estimates based on the published fees. You are responsible for the prices you set.',
          `You must be ${AGES.adult} or older, or have a parent’s or guardian’s consent.`,
          `If we ever close the service, we tell you at least ${DISCONTINUATION_NOTICE_DAYS} days before.`,
        ]}
      />
      <NewTabButton href="/terms">Read the full Terms of Service</NewTabButton>
    </DialogBody>
  );
}
