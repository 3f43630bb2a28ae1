import { PRESETS } from '@margin/core';
import { Definitions, DialogBody, Para, type Definition } from './prose';

export const SELLER_TIPS: readonly Definition[] = [
  {
    term: 'Count every cost',
    detail:
      'Packaging, labels, printing, the tape: small costs per item add up over a year. Put them in Packaging or Additional costs.',
  },
  {
    term: 'Set your real country',
    detail:
      "Payment processing depends on your bank's country, not your buyer's. The wrong country can be off by a percent of every sale.",
  },
  {
    term: 'Keep annual revenue up to date',
    detail:
      'It decides your offsite ads rate. Update it when your sales over the last 365 days change a lot.',
  },
  {
    term: 'Check tax settings once',
    detail:
      "If your prices include VAT, tick 'VAT included'; if tax is added at checkout, leave it off. The two give very different profits.",
  },
  {
    term: 'Start from a preset',
    detail: `The presets (${PRESETS.map((preset) => preset.label).join(', ')}) fill in typical costs for you to adjust.`,
  },
  {
    term: 'Review prices when something changes',
    detail:
      'New materials, a new carrier rate or a fee change: run your best sellers again. The footer shows when the fees were last checked.',
  },
  {
    term: 'Share before you decide',
    detail:
      'Send a read-only link of a calculation to a partner or accountant rather than a screenshot: they see every input and fee.',
  },
];

/** Resources → Seller Tips. */
export function SellerTipsContent() {
  return (
    <DialogBody>
      <Para>Habits that keep your numbers right.</Para>
      <Definitions items={SELLER_TIPS} />
    </DialogBody>
  );
}
