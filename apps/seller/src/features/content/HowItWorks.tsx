import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import {
  calculate,
  formatMajor,
  formatMoneyUnrounded,
  formatPercent,
  isEnglish,
  TRANSACTION_PPM,
} from '@margin/core';
import { useLocale } from '../../i18n/runtime';
import { FEE_FACTS, processingByCountry } from './fee-facts';
import { Bullets, ContentSection, Definitions, DialogBody, Para, type Definition } from './prose';

function fees(): Definition[] {
  const {
    listingFee,
    transactionRate,
    offsiteAdsRate,
    offsiteAdsReducedRate,
    offsiteAdsReducedFrom,
    offsiteAdsCap,
  } = FEE_FACTS;
  return [
    {
      term: t`Listing fee`,
      detail: t`${listingFee} for each item sold (an order of 3 pays it 3 times), converted to your currency.`,
    },
    {
      term: t`Transaction fee`,
      detail: t`${transactionRate} of the sale amount: the items after any discount, plus the shipping and gift wrap the buyer pays. The marketplace charges it per line (each item line, the shipping, the gift wrap), each rounded to the cent on its own.`,
    },
    {
      term: t`Payment processing`,
      detail: t`A percentage of everything the buyer pays, tax included, plus a fixed fee once per order. It depends on your bank's country (below).`,
    },
    {
      term: t`Offsite ads`,
      detail: t`Only on an order that came from an offsite ad: ${offsiteAdsRate} of the sale amount, or ${offsiteAdsReducedRate} once your sales over the last 365 days reach ${offsiteAdsReducedFrom}, and never more than ${offsiteAdsCap} per order.`,
    },
  ];
}

// The worked example of docs/FEES.md, computed by the engine itself rather than typed in.
const EXAMPLE = { price: 25, product: 5, shipping: 4 };
const example = calculate({
  mode: 'forward',
  country: 'US',
  selling_price: EXAMPLE.price,
  product_cost: EXAMPLE.product,
  shipping_cost: EXAMPLE.shipping,
});

/** The transaction fee on an amount in dollars before rounding ("$1.625"), with the language's decimal mark. */
function unrounded(major: number, locale: string): string {
  const text = formatMoneyUnrounded((major * 100 * TRANSACTION_PPM) / 1_000_000, 'USD');
  if (isEnglish(locale)) return text;
  const digits = text.slice(1).split('.')[1]?.length ?? 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Number(text.slice(1)));
}

function WorkedExample({ locale }: { locale: string }) {
  const usd = (major: number) => formatMajor(major, example.currency, locale);
  const revenue = example.revenueBreakdown;
  const { transactionRate } = FEE_FACTS;
  // The marketplace posts the transaction fee per line, items and shipping apart, each rounded on its own.
  const onItem = unrounded(EXAMPLE.price, locale);
  const onShipping = unrounded(EXAMPLE.shipping, locale);
  const price = usd(EXAMPLE.price);
  const shipping = usd(EXAMPLE.shipping);
  const product = usd(EXAMPLE.product);
  const paid = usd(revenue.grossRevenue);
  const listing = usd(revenue.listingFee);
  const transaction = usd(revenue.transactionFee);
  const usRate = processingByCountry(locale).find((row) => row.code === 'US')!.processing;
  const processing = usd(revenue.paymentProcessingFee);
  const totalFees = usd(revenue.totalMarketplaceFees);
  const totalCosts = usd(example.costBreakdown.totalCosts);
  const profit = usd(example.profitAnalysis.netProfit);
  const margin = formatPercent(example.profitAnalysis.profitMargin, locale);
  return (
    <>
      <Para>
        <Trans>
          A US seller sells one item at {price} with {shipping} shipping; the item costs {product} to make.
          The buyer pays {paid}.
        </Trans>
      </Para>
      <Bullets
        items={[
          t`Listing fee: ${listing}`,
          t`Transaction fee: ${transactionRate} of the item's ${price} is ${onItem}, and ${transactionRate} of the ${shipping} shipping is ${onShipping}; each rounded on its own, ${transaction} in all`,
          t`Payment processing: ${usRate} of ${paid} = ${processing}`,
          t`Fees in total: ${totalFees}; costs: ${totalCosts}`,
          <strong key="profit">
            <Trans>
              Profit: {profit} ({margin} margin)
            </Trans>
          </strong>,
        ]}
      />
    </>
  );
}

/** About → How It Works: what Margin counts, with the rates from the dated fee table. */
export function HowItWorksContent() {
  const locale = useLocale();
  return (
    <DialogBody>
      <Para>
        <Trans>
          Margin adds up what one order costs you: the marketplace&apos;s fees, tax and your own costs, and
          shows what is left. Each fee is rounded to the cent on its own, the way the marketplace rounds it.
        </Trans>
      </Para>
      <ContentSection title={t`The fees`}>
        <Definitions items={fees()} />
      </ContentSection>
      <ContentSection title={t`Payment processing by country`}>
        <Table withTableBorder striped fz="sm" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Bank country</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Processing</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {processingByCountry(locale).map((row) => (
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
      <ContentSection title={t`From fees to profit`}>
        <Bullets
          items={[
            t`Net revenue = what the buyer pays − fees − VAT or sales tax`,
            t`Profit = net revenue − your costs (product, printing, packaging, shipping, ads)`,
            t`Margin = profit ÷ what the buyer pays before tax`,
          ]}
        />
        <Text size="sm" c="dimmed">
          <Trans>
            Optional charges some sellers pay (a regulatory operating fee, VAT on the fees, currency
            conversion) each show as a line of their own when they apply.
          </Trans>
        </Text>
      </ContentSection>
      <ContentSection title={t`An example`}>
        <WorkedExample locale={locale} />
      </ContentSection>
    </DialogBody>
  );
}
