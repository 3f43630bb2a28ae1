import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useLocale } from '../../i18n/runtime';
import { AGES, DISCONTINUATION_NOTICE_DAYS, legalEffectiveDate } from './legal-facts';
import { PLAN_FACTS } from './product-facts';
import { Bullets, DialogBody, NewTabButton, Para } from './prose';

/** 'Effective October 7, 2025', under a legal text's title. */
export const effectiveLine = (): string => {
  const date = legalEffectiveDate();
  return t`Effective ${date}`;
};

function Effective() {
  return (
    <Text size="xs" c="dimmed">
      {effectiveLine()}
    </Text>
  );
}

/** About → Privacy Policy: the short version, and the page itself in a new tab. */
export function PrivacySummaryContent() {
  useLocale();
  const { minimum, minimumWhereRequired } = AGES;
  return (
    <DialogBody>
      <Effective />
      <Para>
        <Trans>The short version:</Trans>
      </Para>
      <Bullets
        items={[
          t`No cookies and no advertising trackers. Your sign-in and choices stay in your browser’s local storage.`,
          t`We keep only what the service needs: your e-mail address and plan, the links you share, the reports you e-mail and, for your usage statistics, the mode and country of each calculation (not its figures).`,
          t`Card payments are handled by Stripe. We never see your card number.`,
          t`We never sell your data. Each kind of data has a set retention period, after which it is deleted or anonymised.`,
          t`Margin is not for children under ${minimum} (${minimumWhereRequired} in the EU and UK, where the law requires it).`,
        ]}
      />
      <NewTabButton href="/privacy">
        <Trans>Read the full Privacy Policy</Trans>
      </NewTabButton>
    </DialogBody>
  );
}

/** About → Terms of Service: the short version, and the page itself in a new tab. */
export function TermsSummaryContent() {
  useLocale();
  const { trialDays, yearly, cancelItem } = PLAN_FACTS;
  const adult = AGES.adult;
  const notice = DISCONTINUATION_NOTICE_DAYS;
  return (
    <DialogBody>
      <Effective />
      <Para>
        <Trans>The short version:</Trans>
      </Para>
      <Bullets
        items={[
          t`${trialDays}-day free trial, then Pro at ${yearly} a year, billed in advance and renewed automatically until you cancel.`,
          t`Cancel any time under ${cancelItem}; you keep access to the end of the paid year. Payments are not refunded.`,
          t`Results are estimates based on the published fees. You are responsible for the prices you set.`,
          t`You must be ${adult} or older, or have a parent’s or guardian’s consent.`,
          t`If we ever close the service, we tell you at least ${notice} days before.`,
        ]}
      />
      <NewTabButton href="/terms">
        <Trans>Read the full Terms of Service</Trans>
      </NewTabButton>
    </DialogBody>
  );
}
