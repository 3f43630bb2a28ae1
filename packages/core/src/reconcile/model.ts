import { mulDivHalfUp, PPM } from '../fees/exact';
import { OFFSITE_ADS, type CountryFees } from '../fees/schedule';
import type { FileOrder } from './orders-file';
import type { LineKind } from './statement';

/** One fee line the engine expects to see posted for an order. */
export interface ModelledLine {
  kind: LineKind;
  amount: number;
  /** What ties it to a posted row besides its kind: the item's title, or the listing's number. */
  key: string | null;
  /** False where the statement alone cannot model the line: it is then reported as charged. */
  modelled: boolean;
}

export interface SellerSettings {
  fees: CountryFees;
  regulatoryPpm: number;
  /** 0 for a VAT-registered seller or a country without VAT on the fees. */
  vatOnFeesPpm: number;
}

const pct = (amount: number, ppm: number) => (ppm === 0 ? 0 : mulDivHalfUp(Math.max(0, amount), ppm, PPM));

/** The offsite ads fee at the rate the posted one matches (15% or 12%), capped per order; 15% when none matches. */
export function offsiteAdsFee(fees: CountryFees, orderAmount: number, charged: number): number {
  const at = (ppm: number) => Math.min(pct(orderAmount, ppm), fees.offsiteAdsCap);
  const reduced = at(OFFSITE_ADS.reducedRatePpm);
  return reduced === charged ? reduced : at(OFFSITE_ADS.ratePpm);
}

/** The fees VAT is charged on as the marketplace's services; payment processing is posted apart. */
const SERVICES: ReadonlySet<LineKind> = new Set([
  'listing',
  'transaction',
  'transaction_shipping',
  'transaction_gift_wrap',
  'offsite_ads',
  'regulatory',
]);

/** Adds the VAT on the fees to an order's lines, where the seller pays it. */
function addVat(settings: SellerSettings, lines: ModelledLine[]): ModelledLine[] {
  if (settings.vatOnFeesPpm === 0) return lines;
  let services = 0;
  let processing = 0;
  for (const line of lines) {
    if (SERVICES.has(line.kind)) services += line.amount;
    else if (line.kind === 'processing') processing += line.amount;
  }
  // Posted as two lines, each rounded: VAT on the marketplace's services, and VAT on payment processing.
  const amount = pct(services, settings.vatOnFeesPpm) + pct(processing, settings.vatOnFeesPpm);
  lines.push({ kind: 'vat_on_fees', amount, key: null, modelled: true });
  return lines;
}

/** Every fee line of an order from the orders file's own figures (docs/fee-model.md), per posted line. */
export function modelFromFile(
  settings: SellerSettings,
  order: FileOrder,
  offsiteCharged: number | null,
): ModelledLine[] {
  const { fees } = settings;
  const orderAmount =
    order.lines.reduce((sum, line) => sum + line.amount, 0) + order.shipping + order.giftWrap;
  const lines: ModelledLine[] = order.lines.map((line) => ({
    kind: 'transaction',
    amount: pct(line.amount, fees.transactionPpm),
    key: line.title,
    modelled: true,
  }));
  if (order.shipping > 0) {
    lines.push({
      kind: 'transaction_shipping',
      amount: pct(order.shipping, fees.transactionPpm),
      key: null,
      modelled: true,
    });
  }
  if (order.giftWrap > 0) {
    lines.push({
      kind: 'transaction_gift_wrap',
      amount: pct(order.giftWrap, fees.transactionPpm),
      key: null,
      modelled: true,
    });
  }
  lines.push({
    kind: 'processing',
    amount: pct(orderAmount + order.buyerTax, fees.processingPpm) + fees.processingFixed,
    key: null,
    modelled: true,
  });
  for (const line of order.lines) {
    for (let i = 0; i < line.quantity; i += 1) {
      lines.push({ kind: 'listing', amount: fees.listingFeePerItem, key: line.listingId, modelled: true });
    }
  }
  if (offsiteCharged !== null) {
    lines.push({
      kind: 'offsite_ads',
      amount: offsiteAdsFee(fees, orderAmount, offsiteCharged),
      key: null,
      modelled: true,
    });
  }
  if (settings.regulatoryPpm > 0) {
    lines.push({
      kind: 'regulatory',
      amount: pct(orderAmount, settings.regulatoryPpm),
      key: null,
      modelled: true,
    });
  }
  return addVat(settings, lines);
}

/**
 * An order's lines from the statement's own rows when there is no orders file: processing from what the buyer
 * paid, offsite ads and the regulatory fee from the order amount (gross minus tax); the transaction and listing
 * fees, whose split the statement does not give, are taken as charged.
 */
export function modelFromStatement(
  settings: SellerSettings,
  gross: number,
  tax: number,
  charged: { kind: LineKind; amount: number; key: string | null }[],
  /** False when some of the order's listing fees could not be placed: VAT on the fees is then taken as charged. */
  complete: boolean,
): ModelledLine[] {
  const { fees } = settings;
  const orderAmount = gross - tax;
  const lines: ModelledLine[] = charged
    .filter((row) => row.kind.startsWith('transaction') || row.kind === 'listing')
    .map((row) => ({ ...row, modelled: false }));
  lines.push({
    kind: 'processing',
    amount: pct(gross, fees.processingPpm) + fees.processingFixed,
    key: null,
    modelled: true,
  });
  const offsite = charged.find((row) => row.kind === 'offsite_ads');
  if (offsite) {
    lines.push({
      kind: 'offsite_ads',
      amount: offsiteAdsFee(fees, orderAmount, offsite.amount),
      key: null,
      modelled: true,
    });
  }
  if (settings.regulatoryPpm > 0) {
    lines.push({
      kind: 'regulatory',
      amount: pct(orderAmount, settings.regulatoryPpm),
      key: null,
      modelled: true,
    });
  }
  if (complete) return addVat(settings, lines);
  const vat = charged.filter((row) => row.kind === 'vat_on_fees').reduce((sum, row) => sum + row.amount, 0);
  return vat === 0 ? lines : [...lines, { kind: 'vat_on_fees', amount: vat, key: null, modelled: false }];
}
