import { formatMoney, formatMoneyUnrounded, formatPercent } from '../currency/format';
import { RATES_AS_OF, usdRate } from '../currency/rates';
import { mulDivHalfUp, PPM, ppmToPercent, ratioPercent2dp } from './exact';
import { itemsAmount, unroundedLines, type OrderLines } from './evaluate';
import type { OrderSpec } from './order';
import { LISTING_FEE_USD_MINOR, OFFSITE_ADS } from './schedule';
import type { TChargeLine } from './schemas';

/** Formatting bound to one order's currency, shared by the formula texts. */
function textTools(spec: OrderSpec) {
  const money = (minor: number) => formatMoney(minor, spec.currency);
  return {
    money,
    rate: (ppm: number) => formatPercent(ppmToPercent(ppm)),
    /** "$1.885 → $1.89" when rounding changed the line, else just "$1.89". */
    rounded: (unrounded: number, result: number) =>
      Math.abs(unrounded - result) < 1e-9
        ? money(result)
        : `${formatMoneyUnrounded(unrounded, spec.currency)} → ${money(result)}`,
  };
}
type TextTools = ReturnType<typeof textTools>;

/**
 * The words of the result panel: the 'Show Calculation Formulas' text with the real numbers substituted,
 * the optional-charge lines, the biggest cost and the fee structure. Kept apart from the arithmetic so the
 * solver's inner loop never builds strings.
 */
export function describeOrder(spec: OrderSpec, price: number, lines: OrderLines) {
  const tools = textTools(spec);
  const { money, rate, rounded } = tools;
  const exact = unroundedLines(spec, lines.orderAmount);

  const items = itemsAmount(spec, price);
  const itemsText =
    spec.discountPpm > 0 || spec.quantity > 1
      ? `items ${money(price)} × ${spec.quantity}${spec.discountPpm > 0 ? ` − ${rate(spec.discountPpm)}` : ''} = ${money(items)}`
      : `items ${money(items)}`;
  const orderParts = [
    itemsText,
    spec.shippingCharged > 0 ? `shipping ${money(spec.shippingCharged)}` : null,
    spec.giftWrap > 0 ? `gift wrap ${money(spec.giftWrap)}` : null,
  ].filter(Boolean);
  const orderText = `order ${money(lines.orderAmount)} (${orderParts.join(' + ')})`;
  const buyerTotalText =
    !spec.vatIncluded && lines.vat > 0
      ? `buyer total ${money(lines.buyerTotal)} (order + ${rate(spec.vatPpm)} VAT added at checkout)`
      : `buyer total ${money(lines.buyerTotal)}`;

  const itemsWord = spec.quantity === 1 ? 'item' : 'items';
  const perItem =
    spec.currency === 'USD'
      ? money(spec.listingFeePerItem)
      : `${formatMoney(LISTING_FEE_USD_MINOR, 'USD')} = ${money(spec.listingFeePerItem)} (at ${usdRate(spec.currency)} ${spec.currency} per USD, rates of ${RATES_AS_OF})`;

  const processingPart = lines.processing - spec.processingFixed;
  const vatText = lines.vat > 0 ? ` − ${money(lines.vat)} VAT` : '';

  return {
    formulas: {
      listingFee: `${perItem} × ${spec.quantity} ${itemsWord} = ${money(lines.listing)}`,
      transactionFee: `${rate(spec.transactionPpm)} × ${orderText} = ${rounded(exact.transaction, lines.transaction)}`,
      paymentProcessingFee: `${rate(spec.processingPpm)} × ${buyerTotalText} = ${rounded(exact.processing - spec.processingFixed, processingPart)}, + ${money(spec.processingFixed)} fixed = ${money(lines.processing)}`,
      offsiteAdsFee: offsiteAdsFormula(spec, lines, tools, orderText),
      profitCalculation:
        `${money(lines.buyerTotal)} gross − ${money(lines.marketplaceFees)} fees${vatText} − ${money(spec.totalCosts)} costs = ${money(lines.netProfit)} profit; ` +
        `margin = ${money(lines.netProfit)} ÷ ${money(lines.marginBase)} (gross − VAT) = ${ratioPercent2dp(lines.netProfit, lines.marginBase).toFixed(2)}%`,
    },
    additionalCharges: chargeLines(spec, lines, exact, tools),
    biggestCost: biggestCost(spec, lines),
    feeStructure: `${spec.country.name} (${spec.currency}): listing ${money(spec.listingFeePerItem)} per item, transaction ${rate(spec.transactionPpm)}, payment processing ${rate(spec.processingPpm)} + ${money(spec.processingFixed)}`,
  };
}

function offsiteAdsFormula(spec: OrderSpec, lines: OrderLines, tools: TextTools, orderText: string) {
  if (spec.offsiteAdsPpm === 0) return null;
  const { money, rate, rounded } = tools;
  const uncapped = mulDivHalfUp(lines.orderAmount, spec.offsiteAdsPpm, PPM);
  const cap = uncapped > spec.offsiteAdsCap ? `, capped at ${money(spec.offsiteAdsCap)} per order` : '';
  const reduced = spec.offsiteAdsPpm === OFFSITE_ADS.reducedRatePpm;
  const threshold = formatMoney(OFFSITE_ADS.reducedRateFromAnnualUsdMinor, 'USD');
  return (
    `${rate(spec.offsiteAdsPpm)} × ${orderText} = ${rounded((lines.orderAmount * spec.offsiteAdsPpm) / PPM, uncapped)}${cap} ` +
    `(${rate(spec.offsiteAdsPpm)} because trailing-year revenue is ${reduced ? 'at least' : 'under'} ${threshold})`
  );
}

function chargeLines(spec: OrderSpec, lines: OrderLines, exact: OrderLines, tools: TextTools): TChargeLine[] {
  const { money, rate, rounded } = tools;
  const vatOnFeesBase =
    lines.listing + lines.transaction + lines.offsiteAds + lines.regulatory + lines.conversion;
  const charges: TChargeLine[] = [
    {
      id: 'regulatory_fee',
      label: 'Regulatory operating fee',
      amount: lines.regulatory,
      formula: `${rate(spec.regulatoryPpm)} × order ${money(lines.orderAmount)} = ${rounded(exact.regulatory, lines.regulatory)}`,
    },
    {
      id: 'currency_conversion',
      label: 'Currency conversion',
      amount: lines.conversion,
      formula: `${rate(spec.conversionPpm)} × buyer total ${money(lines.buyerTotal)} = ${rounded(exact.conversion, lines.conversion)}`,
    },
    {
      id: 'international_processing',
      label: 'International buyer processing',
      amount: lines.international,
      formula: `(${rate(spec.internationalPpm)} − ${rate(spec.processingPpm)}) × buyer total ${money(lines.buyerTotal)} = ${rounded(exact.international, lines.international)}, on top of domestic processing`,
    },
    {
      id: 'vat_on_fees',
      label: 'VAT on marketplace fees',
      amount: lines.vatOnFees,
      formula: `${rate(spec.vatOnFeesPpm)} × ${money(vatOnFeesBase)} (listing, transaction, offsite ads, regulatory and conversion fees; payment processing carries no VAT) = ${rounded((vatOnFeesBase * spec.vatOnFeesPpm) / PPM, lines.vatOnFees)}`,
    },
  ];
  const scale = 10 ** spec.minorDigits;
  return charges.filter((c) => c.amount > 0).map((c) => ({ ...c, amount: c.amount / scale }));
}

/** The largest of the four cost groups, 'None' when all are 0; ties go to the first in this order. */
function biggestCost(spec: OrderSpec, lines: OrderLines): string {
  const groups: [string, number][] = [
    ['Product Cost', spec.productCost],
    ['Shipping Cost', spec.shippingCost],
    ['Marketplace Fees', lines.marketplaceFees],
    ['Marketing Ads', spec.marketingAds],
  ];
  let best: [string, number] = ['None', 0];
  for (const group of groups) if (group[1] > best[1]) best = group;
  return best[0];
}
