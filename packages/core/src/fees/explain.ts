import { formatMoney, formatPercent } from '../currency/format';
import { minorDigits } from '../countries/countries';
import { ratesAsOf, usdRate } from '../currency/rates';
import { mulDivHalfUp, PPM, ppmToPercent, ratioPercent2dp } from './exact';
import { itemsAmount, type OrderLines } from './evaluate';
import type { OrderSpec } from './order';
import { LISTING_FEE_USD_MINOR, OFFSITE_ADS } from './schedule';
import type { TChargeLine } from './schemas';

const PPM_DIGITS = 6;

/**
 * amount × ppm / PPM exactly, as the seller reads it: "$1.885" for 6.5% of $29.00. A ppm rate's product always
 * ends within six decimals of the minor unit, so the text is the exact value, never itself rounded.
 */
function exactProductText(amount: number, ppm: number, currency: string): { text: string; whole: boolean } {
  const scaled = BigInt(amount) * BigInt(ppm);
  const minor = scaled / BigInt(PPM);
  const rest = scaled % BigInt(PPM);
  const whole = formatMoney(Number(minor), currency);
  if (rest === 0n) return { text: whole, whole: true };
  const extra = String(rest).padStart(PPM_DIGITS, '0').replace(/0+$/, '');
  // formatMoney ends in the last digit of the minor unit; a currency without one gets its decimal point here.
  return { text: `${whole}${minorDigits(currency) === 0 ? '.' : ''}${extra}`, whole: false };
}

/** Formatting bound to one order's currency, shared by the formula texts. */
function textTools(spec: OrderSpec) {
  const money = (minor: number) => formatMoney(minor, spec.currency);
  return {
    money,
    rate: (ppm: number) => formatPercent(ppmToPercent(ppm)),
    /**
     * One fee step as the engine computes it (exact.ts): rate × the base shown beside it, rounded half-up to the
     * minor unit. "$1.885 → $1.89" when rounding changed it, else just "$1.89". The base is the rounded figure the
     * formula prints (never an unrounded one behind it), so the seller can redo the sum from what they read.
     */
    step: (base: number, ppm: number) => {
      const result = mulDivHalfUp(base, ppm, PPM);
      const exact = exactProductText(base, ppm, spec.currency);
      return { result, text: exact.whole ? money(result) : `${exact.text} → ${money(result)}` };
    },
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
  const { money, rate, step } = tools;

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
  // The VAT figure is the engine's rounded line, so order + VAT adds up to the buyer total shown.
  const buyerTotalText =
    !spec.vatIncluded && lines.vat > 0
      ? `buyer total ${money(lines.buyerTotal)} (order ${money(lines.orderAmount)} + ${rate(spec.vatPpm)} VAT ${money(lines.vat)} added at checkout)`
      : `buyer total ${money(lines.buyerTotal)}`;

  const itemsWord = spec.quantity === 1 ? 'item' : 'items';
  const perItem =
    spec.currency === 'USD'
      ? money(spec.listingFeePerItem)
      : `${formatMoney(LISTING_FEE_USD_MINOR, 'USD')} = ${money(spec.listingFeePerItem)} (at ${usdRate(spec.currency)} ${spec.currency} per USD, rates of ${ratesAsOf()})`;

  const vatText = lines.vat > 0 ? ` − ${money(lines.vat)} VAT` : '';

  return {
    formulas: {
      listingFee: `${perItem} × ${spec.quantity} ${itemsWord} = ${money(lines.listing)}`,
      transactionFee: transactionFormula(spec, price, lines, tools),
      paymentProcessingFee: `${rate(spec.processingPpm)} × ${buyerTotalText} = ${step(lines.buyerTotal, spec.processingPpm).text}, + ${money(spec.processingFixed)} fixed = ${money(lines.processing)}`,
      offsiteAdsFee: offsiteAdsFormula(spec, lines, tools, orderText),
      profitCalculation:
        `${money(lines.buyerTotal)} gross − ${money(lines.marketplaceFees)} fees${vatText} − ${money(spec.totalCosts)} costs = ${money(lines.netProfit)} profit; ` +
        `margin = ${money(lines.netProfit)} ÷ ${money(lines.marginBase)} (gross − VAT) = ${ratioPercent2dp(lines.netProfit, lines.marginBase).toFixed(2)}%`,
    },
    additionalCharges: chargeLines(spec, lines, tools),
    biggestCost: biggestCost(spec, lines),
    feeStructure: `${spec.country.name} (${spec.currency}): listing ${money(spec.listingFeePerItem)} per item, transaction ${rate(spec.transactionPpm)}, payment processing ${rate(spec.processingPpm)} + ${money(spec.processingFixed)}`,
  };
}

/**
 * The transaction fee as the marketplace posts it (step 7): one line on the items, one on shipping, one on gift
 * wrap, each rounded on its own, then their sum. "6.5% × items $25.00 = $1.625 → $1.63; 6.5% × shipping $4.00 =
 * $0.26; $1.63 + $0.26 = $1.89". An order with items only reads as the one line.
 */
function transactionFormula(spec: OrderSpec, price: number, lines: OrderLines, tools: TextTools): string {
  const { money, rate, step } = tools;
  const items = lines.orderAmount - spec.shippingCharged - spec.giftWrap;
  const how =
    spec.discountPpm > 0 || spec.quantity > 1
      ? ` (${money(price)} × ${spec.quantity}${spec.discountPpm > 0 ? ` − ${rate(spec.discountPpm)}` : ''})`
      : '';
  const parts: [string, number, number][] = [[`items ${money(items)}${how}`, items, lines.transactionItems]];
  if (spec.shippingCharged > 0) {
    parts.push([`shipping ${money(spec.shippingCharged)}`, spec.shippingCharged, lines.transactionShipping]);
  }
  if (spec.giftWrap > 0)
    parts.push([`gift wrap ${money(spec.giftWrap)}`, spec.giftWrap, lines.transactionGiftWrap]);
  const texts = parts.map(
    ([label, base]) => `${rate(spec.transactionPpm)} × ${label} = ${step(base, spec.transactionPpm).text}`,
  );
  if (parts.length === 1) return texts[0] as string;
  return `${texts.join('; ')}; ${parts.map(([, , fee]) => money(fee)).join(' + ')} = ${money(lines.transaction)}`;
}

function offsiteAdsFormula(spec: OrderSpec, lines: OrderLines, tools: TextTools, orderText: string) {
  if (spec.offsiteAdsPpm === 0) return null;
  const { money, rate, step } = tools;
  const uncapped = step(lines.orderAmount, spec.offsiteAdsPpm);
  // The cap is set in US dollars: in another currency it is a converted figure, dated like the listing fee.
  const converted =
    spec.currency === 'USD'
      ? ''
      : ` (${formatMoney(OFFSITE_ADS.capUsdMinor, 'USD')} at rates of ${ratesAsOf()})`;
  const cap =
    uncapped.result > spec.offsiteAdsCap
      ? `, capped at ${money(spec.offsiteAdsCap)}${converted} per order`
      : '';
  const reduced = spec.offsiteAdsPpm === OFFSITE_ADS.reducedRatePpm;
  const threshold = formatMoney(OFFSITE_ADS.reducedRateFromAnnualUsdMinor, 'USD');
  return (
    `${rate(spec.offsiteAdsPpm)} × ${orderText} = ${uncapped.text}${cap} ` +
    `(${rate(spec.offsiteAdsPpm)} because trailing-year revenue is ${reduced ? 'at least' : 'under'} ${threshold})`
  );
}

function chargeLines(spec: OrderSpec, lines: OrderLines, tools: TextTools): TChargeLine[] {
  const { money, rate, step } = tools;
  const servicesBase = lines.listing + lines.transaction + lines.offsiteAds + lines.regulatory;
  const processingBase = lines.processing + lines.international;
  const vatParts = [
    `${rate(spec.vatOnFeesPpm)} × ${money(servicesBase)} (listing, transaction, offsite ads and regulatory fees) = ${step(servicesBase, spec.vatOnFeesPpm).text}`,
    `${rate(spec.vatOnFeesPpm)} × ${money(processingBase)} payment processing = ${step(processingBase, spec.vatOnFeesPpm).text}`,
    `${money(lines.vatOnSellerServices)} + ${money(lines.vatOnProcessing)} = ${money(lines.vatOnFees)}`,
  ];
  const charges: TChargeLine[] = [
    {
      id: 'regulatory_fee',
      label: 'Regulatory operating fee',
      amount: lines.regulatory,
      formula: `${rate(spec.regulatoryPpm)} × order ${money(lines.orderAmount)} = ${step(lines.orderAmount, spec.regulatoryPpm).text}`,
    },
    {
      id: 'currency_conversion',
      label: 'Currency conversion',
      amount: lines.conversion,
      formula: `${rate(spec.conversionPpm)} × buyer total ${money(lines.buyerTotal)} = ${step(lines.buyerTotal, spec.conversionPpm).text}`,
    },
    {
      id: 'international_processing',
      label: 'International buyer processing',
      amount: lines.international,
      formula: `(${rate(spec.internationalPpm)} − ${rate(spec.processingPpm)}) × buyer total ${money(lines.buyerTotal)} = ${step(lines.buyerTotal, spec.internationalExtraPpm).text}, on top of domestic processing`,
    },
    {
      id: 'vat_on_fees',
      label: 'VAT on marketplace fees',
      amount: lines.vatOnFees,
      formula: vatParts.join('; '),
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
