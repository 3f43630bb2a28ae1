import { FIELD_LABELS as LABEL } from '../calculator/form';
import { FEE_FACTS } from './fee-facts';
import { Bullets, ContentSection, Definitions, DialogBody, Para, type Definition } from './prose';

const { offsiteAdsRate, offsiteAdsReducedRate, offsiteAdsReducedFrom } = FEE_FACTS;

/** Every input of the calculator form, in the order the form shows them (core spec §2.4). */
const INPUTS: readonly Definition[] = [
  {
    term: 'Country',
    detail: 'The country of your bank account. It sets your currency and your payment processing rate.',
  },
  {
    term: `${LABEL.selling_price} (forward)`,
    detail: 'The price of one item as listed, before any discount.',
  },
  {
    term: `${LABEL.target_profit} or ${LABEL.target_margin} (reverse)`,
    detail:
      'What you want to keep from the order: an amount, or a percentage of what the buyer pays before tax. Give one of the two.',
  },
  { term: LABEL.product_cost, detail: 'Materials, or what you pay for the item, per item.' },
  { term: LABEL.printing_cost, detail: 'Printing or print-on-demand production, per item.' },
  { term: LABEL.packaging_cost, detail: 'Box, mailer, tissue, labels: per item.' },
  { term: LABEL.additional_costs, detail: 'Anything else one item costs you.' },
  {
    term: LABEL.shipping_cost,
    detail:
      'Per order: what the buyer pays for shipping, which is also what you pay the carrier. The transaction fee is charged on it too.',
  },
  {
    term: LABEL.quantity,
    detail:
      'Items in the order. The listing fee is charged per item sold; the fixed part of payment processing once per order.',
  },
  {
    term: LABEL.discount_rate,
    detail: 'Percent off the items for a sale or coupon. Shipping is not discounted.',
  },
  {
    term: `${LABEL.vat_rate} and VAT included`,
    detail:
      "The tax rate. Tick 'VAT included' when your price already contains it; leave it off when tax is added at checkout, like US sales tax.",
  },
  {
    term: 'Free shipping',
    detail: 'The buyer pays nothing for shipping. You still pay the carrier, so it stays in your costs.',
  },
  { term: LABEL.gift_wrap_cost, detail: 'Per order: charged to the buyer, and what the wrapping costs you.' },
  { term: LABEL.marketing_ads_cost, detail: 'Ad spend you count against this order, such as on-site ads.' },
  {
    term: LABEL.annual_revenue,
    detail: `Your sales over the last 365 days. It decides the offsite ads rate: ${offsiteAdsRate}, or ${offsiteAdsReducedRate} from ${offsiteAdsReducedFrom} a year.`,
  },
  { term: 'Offsite ads', detail: 'Turn it on when the order came from an offsite ad.' },
  {
    term: 'Optional charges',
    detail: `Charges only some sellers pay, each off until you turn it on: ${[
      LABEL.regulatory_fee_rate,
      LABEL.vat_on_fees_rate,
      LABEL.currency_conversion_rate,
      LABEL.international_processing_rate,
    ].join(', ')}. Each starts at the rate of your country.`,
  },
];

/** Resources → Calculator Guide: the two modes, each input, and how to read the result. */
export function CalculatorGuideContent() {
  return (
    <DialogBody>
      <ContentSection title="Two ways to calculate">
        <Bullets
          items={[
            <>
              <strong>Forward: Price → Profit.</strong> Enter your price and costs and press Calculate Profit
              to see every fee, your profit and your margin.
            </>,
            <>
              <strong>Reverse: Profit → Price.</strong> Enter the profit or margin you want and press
              Calculate Required Price: you get the lowest price, to the cent, that reaches it after every
              fee.
            </>,
          ]}
        />
        <Para>
          Choose your country first. Quantity, discounts, tax, free shipping, gift wrap, ads, annual revenue
          and the optional charges are under Advanced Options; leave them as they are for a simple one-item
          order.
        </Para>
      </ContentSection>
      <ContentSection title="The inputs">
        <Definitions items={INPUTS} />
      </ContentSection>
      <ContentSection title="Reading the result">
        <Bullets
          items={[
            'Your Profit (or Required Selling Price) comes first, with the profit margin.',
            'Break-even Price is the lowest price at which you lose nothing on the order.',
            'The revenue breakdown lists each fee; the cost breakdown, your own costs.',
            'Show Calculation Formulas shows how every line was worked out, with the rates used.',
          ]}
        />
      </ContentSection>
    </DialogBody>
  );
}
