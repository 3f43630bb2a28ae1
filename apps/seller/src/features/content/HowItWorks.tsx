import { Table, Text } from '@mantine/core';
import { calculate, formatMajor, formatMoneyUnrounded, formatPercent, TRANSACTION_PPM } from '@margin/core';
import { FEE_FACTS, PROCESSING_BY_COUNTRY } from './fee-facts';
import { Bullets, ContentSection, Definitions, DialogBody, Para } from './prose';

const {
  listingFee,
  transactionRate,
  offsiteAdsRate,
  offsiteAdsReducedRate,
  offsiteAdsReducedFrom,
  offsiteAdsCap,
} = FEE_FACTS;

const FEES = [
  {
    term: 'Listing fee',
    detail: `${listingFee} for each item sold (an order of 3 pays it 3 times), converted to your currency.`,
  },
  {
    term: 'Transaction fee',
    detail: `${transactionRate} of the sale amount: the items after any discount, plus the shipping and gift wrap the buyer pays. The marketplace charges it per line (each item line, the shipping, the gift wrap), each rounded to the cent on its own.`,
  },
  {
    term: 'Payment processing',
    detail:
      "A percentage of everything the buyer pays, tax included, plus a fixed fee once per order. It depends on your bank's country (below).",
  },
  {
    term: 'Offsite ads',
    detail: `Only on an order that came from an offsite ad: ${offsiteAdsRate} of the sale amount, or ${offsiteAdsReducedRate} once your sales over the last 365 days reach ${offsiteAdsReducedFrom}, and never more than ${offsiteAdsCap} per order.`,
  },
];

// The worked example of docs/FEES.md, computed by the engine itself rather than typed in.
const EXAMPLE = { price: 25, product: 5, shipping: 4 };
const example = calculate({
  mode: 'forward',
  country: 'US',
  selling_price: EXAMPLE.price,
  product_cost: EXAMPLE.product,
  shipping_cost: EXAMPLE.shipping,
});

function WorkedExample() {
  const usd = (major: number) => formatMajor(major, example.currency);
  const revenue = example.revenueBreakdown;
  // The marketplace posts the transaction fee per line, items and shipping apart, each rounded on its own.
  const onItem = formatMoneyUnrounded((EXAMPLE.price * 100 * TRANSACTION_PPM) / 1_000_000, 'USD');
  const onShipping = formatMoneyUnrounded((EXAMPLE.shipping * 100 * TRANSACTION_PPM) / 1_000_000, 'USD');
  return (
    <>
      <Para>
        A US seller sells one item at {usd(EXAMPLE.price)} with {usd(EXAMPLE.shipping)} shipping; the item
        costs {usd(EXAMPLE.product)} to make. The buyer pays {usd(revenue.grossRevenue)}.
      </Para>
      <Bullets
        items={[
          `Listing fee: ${usd(revenue.listingFee)}`,
          `Transaction fee: ${transactionRate} of the item's ${usd(EXAMPLE.price)} is ${onItem}, and ${transactionRate} of the ${usd(EXAMPLE.shipping)} shipping is ${onShipping}; each rounded on its own, ${usd(revenue.transactionFee)} in all`,
          `Payment processing: ${PROCESSING_BY_COUNTRY.find((row) => row.code === 'US')!.processing} of ${usd(revenue.grossRevenue)} = ${usd(revenue.paymentProcessingFee)}`,
          `Fees in total: ${usd(revenue.totalMarketplaceFees)}; costs: ${usd(example.costBreakdown.totalCosts)}`,
          <strong key="profit">
            Profit: {usd(example.profitAnalysis.netProfit)} (
            {formatPercent(example.profitAnalysis.profitMargin)} margin)
          </strong>,
        ]}
      />
    </>
  );
}

/** About → How It Works: what Margin counts, with the rates from the dated fee table. */
export function HowItWorksContent() {
  return (
    <DialogBody>
      <Para>
        Margin adds up what one order costs you: the marketplace&apos;s fees, tax and your own costs, and
        shows what is left. Each fee is rounded to the cent on its own, the way the marketplace rounds it.
      </Para>
      <ContentSection title="The fees">
        <Definitions items={FEES} />
      </ContentSection>
      <ContentSection title="Payment processing by country">
        <Table withTableBorder striped fz="sm" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Bank country</Table.Th>
              <Table.Th>Processing</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {PROCESSING_BY_COUNTRY.map((row) => (
              <Table.Tr key={row.code}>
                <Table.Td>
                  <span aria-hidden="true">{row.flag}</span> {row.name} ({row.currency})
                </Table.Td>
                <Table.Td>{row.processing}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ContentSection>
      <ContentSection title="From fees to profit">
        <Bullets
          items={[
            'Net revenue = what the buyer pays − fees − VAT or sales tax',
            'Profit = net revenue − your costs (product, printing, packaging, shipping, ads)',
            'Margin = profit ÷ what the buyer pays before tax',
          ]}
        />
        <Text size="sm" c="dimmed">
          Optional charges some sellers pay (a regulatory operating fee, VAT on the fees, currency conversion)
          each show as a line of their own when they apply.
        </Text>
      </ContentSection>
      <ContentSection title="An example">
        <WorkedExample />
      </ContentSection>
    </DialogBody>
  );
}
