import { formatLocaleMoneyExact, formatMoney, formatPercent } from '../currency/format';
import { minorDigits } from '../countries/countries';
import { ratesAsOf, usdRate } from '../currency/rates';
import { formatIsoDate } from '../format/dates';
import { isEnglish, numberFormat } from '../format/locale-numbers';
import { ENGLISH_EXPLAIN_WORDS, type ExplainWords } from './explain-words';
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
function exactProductText(
  amount: number,
  ppm: number,
  currency: string,
  locale: string | undefined,
): { text: string; whole: boolean } {
  const scaled = BigInt(amount) * BigInt(ppm);
  const minor = scaled / BigInt(PPM);
  const rest = scaled % BigInt(PPM);
  const whole = formatMoney(Number(minor), currency, locale);
  if (rest === 0n) return { text: whole, whole: true };
  if (!isEnglish(locale)) {
    // Intl rounds at the last of the six extra digits, so the float division's noise never shows.
    const major = Number(scaled) / PPM / 10 ** minorDigits(currency);
    return { text: formatLocaleMoneyExact(major, currency, locale!, PPM_DIGITS), whole: false };
  }
  const extra = String(rest).padStart(PPM_DIGITS, '0').replace(/0+$/, '');
  // formatMoney ends in the last digit of the minor unit; a currency without one gets its decimal point here.
  return { text: `${whole}${minorDigits(currency) === 0 ? '.' : ''}${extra}`, whole: false };
}

/** Formatting bound to one order's currency and the words' language, shared by the formula texts. */
function textTools(spec: OrderSpec, words: ExplainWords) {
  const locale = words.locale;
  const money = (minor: number) => formatMoney(minor, spec.currency, locale);
  return {
    words,
    money,
    usd: (minor: number) => formatMoney(minor, 'USD', locale),
    /** The exchange rates' date: as the table writes it in English, in the language's way otherwise. */
    ratesDate: () => (isEnglish(locale) ? ratesAsOf() : formatIsoDate(ratesAsOf(), locale)),
    rate: (ppm: number) => formatPercent(ppmToPercent(ppm), locale),
    /**
     * One fee step as the engine computes it (exact.ts): rate × the base shown beside it, rounded half-up to the
     * minor unit. "$1.885 → $1.89" when rounding changed it, else just "$1.89". The base is the rounded figure the
     * formula prints (never an unrounded one behind it), so the seller can redo the sum from what they read.
     */
    step: (base: number, ppm: number) => {
      const result = mulDivHalfUp(base, ppm, PPM);
      const exact = exactProductText(base, ppm, spec.currency, locale);
      return { result, text: exact.whole ? money(result) : `${exact.text} → ${money(result)}` };
    },
  };
}
type TextTools = ReturnType<typeof textTools>;

/**
 * The words of the result panel: the 'Show Calculation Formulas' text with the real numbers substituted,
 * the optional-charge lines, the biggest cost and the fee structure, in `words` (English, the API's, unless
 * told). Kept apart from the arithmetic so the solver's inner loop never builds strings.
 */
export function describeOrder(
  spec: OrderSpec,
  price: number,
  lines: OrderLines,
  words: ExplainWords = ENGLISH_EXPLAIN_WORDS,
) {
  const tools = textTools(spec, words);
  const { money, rate, step, usd } = tools;

  const items = itemsAmount(spec, price);
  const itemsText =
    spec.discountPpm > 0 || spec.quantity > 1
      ? `${words.items} ${money(price)} × ${spec.quantity}${spec.discountPpm > 0 ? ` − ${rate(spec.discountPpm)}` : ''} = ${money(items)}`
      : `${words.items} ${money(items)}`;
  const orderParts = [
    itemsText,
    spec.shippingCharged > 0 ? `${words.shipping} ${money(spec.shippingCharged)}` : null,
    spec.giftWrap > 0 ? `${words.giftWrap} ${money(spec.giftWrap)}` : null,
  ].filter(Boolean);
  const orderText = `${words.order} ${money(lines.orderAmount)} (${orderParts.join(' + ')})`;
  // The VAT figure is the engine's rounded line, so order + VAT adds up to the buyer total shown.
  const buyerTotalText =
    !spec.vatIncluded && lines.vat > 0
      ? `${words.buyerTotal} ${money(lines.buyerTotal)} (${words.order} ${money(lines.orderAmount)} + ${words.vatAdded(rate(spec.vatPpm), money(lines.vat))})`
      : `${words.buyerTotal} ${money(lines.buyerTotal)}`;

  const perItem =
    spec.currency === 'USD'
      ? money(spec.listingFeePerItem)
      : `${usd(LISTING_FEE_USD_MINOR)} = ${money(spec.listingFeePerItem)} (${words.perUsd(rateText(usdRate(spec.currency), words.locale), spec.currency, tools.ratesDate())})`;

  const vatText = lines.vat > 0 ? ` − ${money(lines.vat)} ${words.vat}` : '';
  const margin = ratioPercent2dp(lines.netProfit, lines.marginBase);
  const marginText = isEnglish(words.locale)
    ? `${margin.toFixed(2)}%`
    : numberFormat(words.locale!, { style: 'percent', minimumFractionDigits: 2 }).format(margin / 100);

  return {
    formulas: {
      listingFee: `${perItem} × ${words.itemCount(spec.quantity)} = ${money(lines.listing)}`,
      transactionFee: transactionFormula(spec, price, lines, tools),
      paymentProcessingFee: `${rate(spec.processingPpm)} × ${buyerTotalText} = ${step(lines.buyerTotal, spec.processingPpm).text}, + ${money(spec.processingFixed)} ${words.fixed} = ${money(lines.processing)}`,
      offsiteAdsFee: offsiteAdsFormula(spec, lines, tools, orderText),
      profitCalculation:
        `${money(lines.buyerTotal)} ${words.gross} − ${money(lines.marketplaceFees)} ${words.fees}${vatText} − ${money(spec.totalCosts)} ${words.costs} = ${money(lines.netProfit)} ${words.profit}; ` +
        `${words.margin} = ${money(lines.netProfit)} ÷ ${money(lines.marginBase)} ${words.marginBase} = ${marginText}`,
    },
    additionalCharges: chargeLines(spec, lines, tools),
    biggestCost: biggestCost(spec, lines, words),
    feeStructure: words.feeStructure({
      country: words.countryName(spec.country.code, spec.country.name),
      currency: spec.currency,
      listing: money(spec.listingFeePerItem),
      transaction: rate(spec.transactionPpm),
      processing: rate(spec.processingPpm),
      fixed: money(spec.processingFixed),
    }),
  };
}

/** An exchange rate as a plain number: '0.92' in English (as the table holds it), '0,92' in German. */
function rateText(value: number, locale: string | undefined): string {
  return isEnglish(locale)
    ? String(value)
    : numberFormat(locale!, { maximumFractionDigits: 6 }).format(value);
}

/**
 * The transaction fee as the marketplace posts it (step 7): one line on the items, one on shipping, one on gift
 * wrap, each rounded on its own, then their sum. "6.5% × items $25.00 = $1.625 → $1.63; 6.5% × shipping $4.00 =
 * $0.26; $1.63 + $0.26 = $1.89". An order with items only reads as the one line.
 */
function transactionFormula(spec: OrderSpec, price: number, lines: OrderLines, tools: TextTools): string {
  const { money, rate, step, words } = tools;
  const items = lines.orderAmount - spec.shippingCharged - spec.giftWrap;
  const how =
    spec.discountPpm > 0 || spec.quantity > 1
      ? ` (${money(price)} × ${spec.quantity}${spec.discountPpm > 0 ? ` − ${rate(spec.discountPpm)}` : ''})`
      : '';
  const parts: [string, number, number][] = [
    [`${words.items} ${money(items)}${how}`, items, lines.transactionItems],
  ];
  if (spec.shippingCharged > 0) {
    parts.push([
      `${words.shipping} ${money(spec.shippingCharged)}`,
      spec.shippingCharged,
      lines.transactionShipping,
    ]);
  }
  if (spec.giftWrap > 0)
    parts.push([`${words.giftWrap} ${money(spec.giftWrap)}`, spec.giftWrap, lines.transactionGiftWrap]);
  const texts = parts.map(
    ([label, base]) => `${rate(spec.transactionPpm)} × ${label} = ${step(base, spec.transactionPpm).text}`,
  );
  if (parts.length === 1) return texts[0] as string;
  return `${texts.join('; ')}; ${parts.map(([, , fee]) => money(fee)).join(' + ')} = ${money(lines.transaction)}`;
}

function offsiteAdsFormula(spec: OrderSpec, lines: OrderLines, tools: TextTools, orderText: string) {
  if (spec.offsiteAdsPpm === 0) return null;
  const { money, rate, step, usd, words } = tools;
  const uncapped = step(lines.orderAmount, spec.offsiteAdsPpm);
  // The cap is set in US dollars: in another currency it is a converted figure, dated like the listing fee.
  const converted =
    spec.currency === 'USD' ? '' : ` (${usd(OFFSITE_ADS.capUsdMinor)} ${words.atRatesOf(tools.ratesDate())})`;
  const cap =
    uncapped.result > spec.offsiteAdsCap
      ? `, ${words.cappedAt(`${money(spec.offsiteAdsCap)}${converted}`)}`
      : '';
  const reduced = spec.offsiteAdsPpm === OFFSITE_ADS.reducedRatePpm;
  const threshold = usd(OFFSITE_ADS.reducedRateFromAnnualUsdMinor);
  return (
    `${rate(spec.offsiteAdsPpm)} × ${orderText} = ${uncapped.text}${cap} ` +
    `(${rate(spec.offsiteAdsPpm)} ${words.offsiteReason(reduced, threshold)})`
  );
}

function chargeLines(spec: OrderSpec, lines: OrderLines, tools: TextTools): TChargeLine[] {
  const { money, rate, step, words } = tools;
  const servicesBase = lines.listing + lines.transaction + lines.offsiteAds + lines.regulatory;
  const processingBase = lines.processing + lines.international;
  const vatParts = [
    `${rate(spec.vatOnFeesPpm)} × ${money(servicesBase)} ${words.servicesFees} = ${step(servicesBase, spec.vatOnFeesPpm).text}`,
    `${rate(spec.vatOnFeesPpm)} × ${money(processingBase)} ${words.paymentProcessing} = ${step(processingBase, spec.vatOnFeesPpm).text}`,
    `${money(lines.vatOnSellerServices)} + ${money(lines.vatOnProcessing)} = ${money(lines.vatOnFees)}`,
  ];
  const charges: TChargeLine[] = [
    {
      id: 'regulatory_fee',
      label: words.regulatoryFee,
      amount: lines.regulatory,
      formula: `${rate(spec.regulatoryPpm)} × ${words.order} ${money(lines.orderAmount)} = ${step(lines.orderAmount, spec.regulatoryPpm).text}`,
    },
    {
      id: 'currency_conversion',
      label: words.currencyConversion,
      amount: lines.conversion,
      formula: `${rate(spec.conversionPpm)} × ${words.buyerTotal} ${money(lines.buyerTotal)} = ${step(lines.buyerTotal, spec.conversionPpm).text}`,
    },
    {
      id: 'international_processing',
      label: words.internationalProcessing,
      amount: lines.international,
      formula: `(${rate(spec.internationalPpm)} − ${rate(spec.processingPpm)}) × ${words.buyerTotal} ${money(lines.buyerTotal)} = ${step(lines.buyerTotal, spec.internationalExtraPpm).text}, ${words.onTopOfDomestic}`,
    },
    {
      id: 'vat_on_fees',
      label: words.vatOnFees,
      amount: lines.vatOnFees,
      formula: vatParts.join('; '),
    },
  ];
  const scale = 10 ** spec.minorDigits;
  return charges.filter((c) => c.amount > 0).map((c) => ({ ...c, amount: c.amount / scale }));
}

/** The largest of the four cost groups, 'None' when all are 0; ties go to the first in this order. */
function biggestCost(spec: OrderSpec, lines: OrderLines, words: ExplainWords): string {
  const names = words.costGroups;
  const groups: [string, number][] = [
    [names.product, spec.productCost],
    [names.shipping, spec.shippingCost],
    [names.marketplace, lines.marketplaceFees],
    [names.marketing, spec.marketingAds],
  ];
  let best: [string, number] = [names.none, 0];
  for (const group of groups) if (group[1] > best[1]) best = group;
  return best[0];
}
