import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PRESETS } from '@margin/core';
import { useLocale } from '../../i18n/runtime';
import { presetLabel } from '../calculator/preset-texts';
import { Definitions, DialogBody, Para, type Definition } from './prose';

/** The tips, in the language on screen (the Help Center lists them too). */
export function sellerTips(): Definition[] {
  const presets = PRESETS.map(presetLabel).join(', ');
  return [
    {
      term: t`Count every cost`,
      detail: t`Packaging, labels, printing, the tape: small costs per item add up over a year. Put them in Packaging or Additional costs.`,
    },
    {
      term: t`Set your real country`,
      detail: t`Payment processing depends on your bank's country, not your buyer's. The wrong country can be off by a percent of every sale.`,
    },
    {
      term: t`Keep annual revenue up to date`,
      detail: t`It decides your offsite ads rate. Update it when your sales over the last 365 days change a lot.`,
    },
    {
      term: t`Check tax settings once`,
      detail: t`If your prices include VAT, tick 'VAT included'; if tax is added at checkout, leave it off. The two give very different profits.`,
    },
    {
      term: t`Start from a preset`,
      detail: t`The presets (${presets}) fill in typical costs for you to adjust.`,
    },
    {
      term: t`Review prices when something changes`,
      detail: t`New materials, a new carrier rate or a fee change: run your best sellers again. The footer shows when the fees were last checked.`,
    },
    {
      term: t`Share before you decide`,
      detail: t`Send a read-only link of a calculation to a partner or accountant rather than a screenshot: they see every input and fee.`,
    },
  ];
}

/** Resources → Seller Tips. */
export function SellerTipsContent() {
  useLocale();
  return (
    <DialogBody>
      <Para>
        <Trans>Habits that keep your numbers right.</Trans>
      </Para>
      <Definitions items={sellerTips()} />
    </DialogBody>
  );
}
