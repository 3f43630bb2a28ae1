import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useLocale } from '../../i18n/runtime';
import { FIELD_LABELS as LABEL } from '../calculator/form';
import { FEE_FACTS } from './fee-facts';
import { Bullets, ContentSection, Definitions, DialogBody, Para, type Definition } from './prose';

/** Every input of the calculator form, in the order the form shows them (core spec §2.4), in the language on screen. */
function inputs(): Definition[] {
  const { offsiteAdsRate, offsiteAdsReducedRate, offsiteAdsReducedFrom } = FEE_FACTS;
  const price = LABEL.selling_price;
  const profit = LABEL.target_profit;
  const margin = LABEL.target_margin;
  const vat = LABEL.vat_rate;
  const charges = [
    LABEL.regulatory_fee_rate,
    LABEL.vat_on_fees_rate,
    LABEL.currency_conversion_rate,
    LABEL.international_processing_rate,
  ].join(', ');
  return [
    {
      term: t`Country`,
      detail: t`The country of your bank account. It sets your currency and your payment processing rate.`,
    },
    { term: t`${price} (forward)`, detail: t`The price of one item as listed, before any discount.` },
    {
      term: t`${profit} or ${margin} (reverse)`,
      detail: t`What you want to keep from the order: an amount, or a percentage of what the buyer pays before tax. Give one of the two.`,
    },
    { term: LABEL.product_cost, detail: t`Materials, or what you pay for the item, per item.` },
    { term: LABEL.printing_cost, detail: t`Printing or print-on-demand production, per item.` },
    { term: LABEL.packaging_cost, detail: t`Box, mailer, tissue, labels: per item.` },
    { term: LABEL.additional_costs, detail: t`Anything else one item costs you.` },
    {
      term: LABEL.shipping_cost,
      detail: t`Per order: what the buyer pays for shipping, which is also what you pay the carrier. The transaction fee is charged on it too.`,
    },
    {
      term: LABEL.quantity,
      detail: t`Items in the order. The listing fee is charged per item sold; the fixed part of payment processing once per order.`,
    },
    {
      term: LABEL.discount_rate,
      detail: t`Percent off the items for a sale or coupon. Shipping is not discounted.`,
    },
    {
      term: t`${vat} and VAT included`,
      detail: t`The tax rate. Tick 'VAT included' when your price already contains it; leave it off when tax is added at checkout, like US sales tax.`,
    },
    {
      term: t`Free shipping`,
      detail: t`The buyer pays nothing for shipping. You still pay the carrier, so it stays in your costs.`,
    },
    {
      term: LABEL.gift_wrap_cost,
      detail: t`Per order: charged to the buyer, and what the wrapping costs you.`,
    },
    {
      term: LABEL.marketing_ads_cost,
      detail: t`Ad spend you count against this order, such as on-site ads.`,
    },
    {
      term: LABEL.annual_revenue,
      detail: t`Your sales over the last 365 days. It decides the offsite ads rate: ${offsiteAdsRate}, or ${offsiteAdsReducedRate} from ${offsiteAdsReducedFrom} a year.`,
    },
    { term: t`Offsite ads`, detail: t`Turn it on when the order came from an offsite ad.` },
    {
      term: t`Optional charges`,
      detail: t`Charges only some sellers pay, each off until you turn it on: ${charges}. Each starts at the rate of your country.`,
    },
  ];
}

/** Resources → Calculator Guide: the two modes, each input, and how to read the result. */
export function CalculatorGuideContent() {
  useLocale();
  return (
    <DialogBody>
      <ContentSection title={t`Two ways to calculate`}>
        <Bullets
          items={[
            <Trans key="forward">
              <strong>Forward: Price → Profit.</strong> Enter your price and costs and press Calculate Profit
              to see every fee, your profit and your margin.
            </Trans>,
            <Trans key="reverse">
              <strong>Reverse: Profit → Price.</strong> Enter the profit or margin you want and press
              Calculate Required Price: you get the lowest price, to the cent, that reaches it after every
              fee.
            </Trans>,
          ]}
        />
        <Para>
          <Trans>
            Choose your country first. Quantity, discounts, tax, free shipping, gift wrap, ads, annual revenue
            and the optional charges are under Advanced Options; leave them as they are for a simple one-item
            order.
          </Trans>
        </Para>
      </ContentSection>
      <ContentSection title={t`The inputs`}>
        <Definitions items={inputs()} />
      </ContentSection>
      <ContentSection title={t`Reading the result`}>
        <Bullets
          items={[
            t`Your Profit (or Required Selling Price) comes first, with the profit margin.`,
            t`Break-even Price is the lowest price at which you lose nothing on the order.`,
            t`The revenue breakdown lists each fee; the cost breakdown, your own costs.`,
            t`Show Calculation Formulas shows how every line was worked out, with the rates used.`,
          ]}
        />
      </ContentSection>
    </DialogBody>
  );
}
