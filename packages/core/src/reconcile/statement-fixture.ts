// Statements and orders exports written from the engine's own figures, for the tests and the benchmarks (nothing
// in the app imports this), in English or German, with differences planted on purpose.
import { findCountry } from '../countries/countries';
import { chargedOrderFees } from '../fees/evaluate';
import { mulDivHalfUp, PPM } from '../fees/exact';
import { countryFees } from '../fees/schedule';
import { regulatoryFeeRate, vatOnFeesRate } from '../fees/seller-charges';
import type { LineKind } from './statement';

export interface GenLine {
  title: string;
  listingId: string;
  /** Unit price, minor units. */
  price: number;
  quantity: number;
}

export interface GenOrder {
  id: string;
  day: number;
  lines: GenLine[];
  shipping: number;
  tax: number;
  offsite: boolean;
}

export type Plant =
  | { kind: 'regulatory_rate'; order: number }
  | { kind: 'exchange_rate'; order: number }
  | { kind: 'refund_credit'; order: number }
  | { kind: 'missing_order'; order: number }
  | { kind: 'processing_fee'; order: number };

export interface StatementOptions {
  country: string;
  language: 'en' | 'de';
  plants?: Plant[];
  vatRegistered?: boolean;
}

const pct = (amount: number, ppm: number) => (ppm === 0 ? 0 : mulDivHalfUp(amount, ppm, PPM));

const WORDS = {
  en: {
    header: 'Date,Type,Title,Info,Currency,Amount,Fees & Taxes,Net,Tax Details',
    sale: ['Sale', (id: string) => `Payment for Order #${id}`],
    tax: ['Tax', 'Sales tax paid by buyer'],
    fee: 'Fee',
    transaction: (title: string) => `Transaction fee: ${title}`,
    shipping: 'Transaction fee: Shipping',
    processing: 'Processing fee',
    listing: 'Auto-renew sold',
    marketing: 'Marketing',
    offsite: 'Fee for sale made through Offsite Ads',
    regulatory: 'Regulatory operating fee',
    vatType: 'VAT',
    vat: 'VAT: seller services',
    vatProcessing: 'VAT: processing fee',
    credit: 'Credit for transaction fee',
    deposit: ['Deposit', 'Deposit to your bank account'],
    order: (id: string) => `Order #${id}`,
    listingRef: (id: string) => `Listing #${id}`,
    date: (day: number) => `September ${day}, 2024`,
  },
  de: {
    header: 'Datum,Art,Titel,Info,Währung,Betrag,Gebühren & Steuern,Netto,Steuerliche Angaben',
    sale: ['Verkauf', (id: string) => `Zahlung für Bestellung #${id}`],
    tax: ['Steuer', 'Vom Käufer gezahlte Umsatzsteuer'],
    fee: 'Gebühr',
    transaction: (title: string) => `Transaktionsgebühr: ${title}`,
    shipping: 'Transaktionsgebühr: Versand',
    processing: 'Bearbeitungsgebühr',
    listing: 'Angebotsgebühr',
    marketing: 'Marketing',
    offsite: 'Gebühr für Verkauf über Offsite-Anzeigen',
    regulatory: 'Regulierungsgebühr',
    vatType: 'USt.',
    vat: 'USt.: Verkäuferdienste',
    vatProcessing: 'USt.: Bearbeitungsgebühr',
    credit: 'Gutschrift für Transaktionsgebühr',
    deposit: ['Auszahlung', 'Auszahlung auf dein Bankkonto'],
    order: (id: string) => `Bestellung #${id}`,
    listingRef: (id: string) => `Angebot #${id}`,
    date: (day: number) => `${day}. September 2024`,
  },
} as const;

function money(minor: number, currency: string, language: 'en' | 'de'): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  const symbol = currency === 'EUR' ? '€' : currency === 'GBP' ? '£' : '$';
  if (language === 'de') return `${sign}${whole.toLocaleString('de-DE')},${cents} ${symbol}`;
  return `${sign}${symbol}${whole.toLocaleString('en-US')}.${cents}`;
}

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** One fee as the marketplace posts it for an order, minor units (a credit is negative). */
export interface Posting {
  line: LineKind | 'vat_processing';
  amount: number;
  /** The item line a transaction fee is for. */
  item?: number;
  /** The listing a listing fee is for. */
  listingId?: string;
}

/** Every fee the marketplace posts for order number `o` of `orders` (docs/fee-model.md), plants included. */
export function orderPostings(
  order: GenOrder,
  o: number,
  options: Omit<StatementOptions, 'language'>,
): Posting[] {
  const country = findCountry(options.country)!;
  const fees = countryFees(country);
  const regulatory = regulatoryFeeRate(country.code)?.ratePpm ?? 0;
  const vat = options.vatRegistered ? 0 : (vatOnFeesRate(country.code)?.ratePpm ?? 0);
  const planted = (kind: Plant['kind']) =>
    (options.plants ?? []).some((p) => p.kind === kind && p.order === o);
  const lineAmounts = order.lines.map((line) => line.price * line.quantity);
  const quantity = order.lines.reduce((s, line) => s + line.quantity, 0);
  const orderAmount = lineAmounts.reduce((s, a) => s + a, 0) + order.shipping;
  const engine = chargedOrderFees(fees, {
    itemLines: lineAmounts,
    shipping: order.shipping,
    giftWrap: 0,
    buyerTax: order.tax,
    quantity,
    offsiteAdsPpm: order.offsite ? 150_000 : 0,
  });
  const postings: Posting[] = order.lines.map((_, i) => ({
    line: 'transaction',
    amount: engine.transactionLines[i]!,
    item: i,
  }));
  postings.push({ line: 'transaction_shipping', amount: engine.transactionShipping });
  // A processing fee other than the country's rate gives: five cents more.
  postings.push({ line: 'processing', amount: engine.processing + (planted('processing_fee') ? 5 : 0) });
  for (const line of order.lines) {
    for (let q = 0; q < line.quantity; q += 1) {
      // The day's exchange rate: a cent more than the dated table gives.
      const amount = fees.listingFeePerItem + (planted('exchange_rate') && q === 0 ? 1 : 0);
      postings.push({ line: 'listing', amount, listingId: line.listingId });
    }
  }
  if (order.offsite) postings.push({ line: 'offsite_ads', amount: engine.offsiteAds });
  // A rate other than the table's: about twice the regulatory fee, at least a cent more.
  const regulatoryBase = pct(orderAmount, regulatory);
  const regulatoryFee = regulatoryBase + (planted('regulatory_rate') ? Math.max(1, regulatoryBase) : 0);
  postings.push({ line: 'regulatory', amount: regulatoryFee });
  if (vat > 0) {
    const services = engine.listing + engine.transaction + engine.offsiteAds + regulatoryBase;
    postings.push({ line: 'vat_on_fees', amount: pct(services, vat) });
    postings.push({ line: 'vat_processing', amount: pct(engine.processing, vat) });
  }
  if (planted('refund_credit'))
    postings.push({ line: 'credit', amount: -Math.max(1, engine.transactionLines[0]!) });
  return postings.filter((posting) => posting.amount !== 0);
}

/** The month's statement of `orders`, each fee posted as the marketplace posts it (docs/fee-model.md). */
export function statementCsv(orders: GenOrder[], options: StatementOptions): string {
  const cur = findCountry(options.country)!.currency;
  const w = WORDS[options.language];
  const plants = options.plants ?? [];
  const rows: string[][] = [];
  const row = (
    day: number,
    type: string,
    title: string,
    info: string,
    amount: number | null,
    fee: number | null,
  ) =>
    rows.push([
      w.date(day),
      type,
      title,
      info,
      cur,
      amount === null ? '--' : money(amount, cur, options.language),
      fee === null ? '--' : money(fee, cur, options.language),
      money((amount ?? 0) + (fee ?? 0), cur, options.language),
      '',
    ]);
  let balance = 0;
  orders.forEach((order, o) => {
    const orderAmount = order.lines.reduce((s, line) => s + line.price * line.quantity, 0) + order.shipping;
    const ref = w.order(order.id);
    if (!plants.some((p) => p.kind === 'missing_order' && p.order === o)) {
      row(order.day, w.sale[0], w.sale[1](order.id), ref, orderAmount + order.tax, null);
      balance += orderAmount + order.tax;
      if (order.tax > 0) {
        row(order.day, w.tax[0], w.tax[1], ref, null, -order.tax);
        balance -= order.tax;
      }
    }
    for (const posting of orderPostings(order, o, options)) {
      const [type, title, info] = postingWords(w, order, posting);
      row(order.day, type, title, info ?? ref, null, -posting.amount);
      balance -= posting.amount;
    }
  });
  if (balance > 0) row(28, w.deposit[0], w.deposit[1], '', null, -balance);
  return [w.header, ...rows.map((cells) => cells.map(quote).join(','))].join('\n');
}

/** A posting's Type, Title and (when not the order) Info in the statement's language. */
function postingWords(
  w: (typeof WORDS)['en' | 'de'],
  order: GenOrder,
  posting: Posting,
): [string, string, string?] {
  switch (posting.line) {
    case 'transaction':
      return [w.fee, w.transaction(order.lines[posting.item!]!.title)];
    case 'transaction_shipping':
      return [w.fee, w.shipping];
    case 'processing':
      return [w.fee, w.processing];
    case 'listing':
      return [w.fee, w.listing, w.listingRef(posting.listingId!)];
    case 'offsite_ads':
      return [w.marketing, w.offsite];
    case 'regulatory':
      return [w.fee, w.regulatory];
    case 'vat_on_fees':
      return [w.vatType, w.vat];
    case 'vat_processing':
      return [w.vatType, w.vatProcessing];
    default:
      return [w.fee, w.credit];
  }
}

/** The sold order items export of the same orders (one row per item line, order amounts repeated). */
export function soldOrderItemsCsv(orders: GenOrder[], currency: string): string {
  const header =
    'Sale Date,Item Name,Buyer,Quantity,Price,Coupon Code,Coupon Details,Discount Amount,Shipping Discount,Order Shipping,Order Sales Tax,Item Total,Currency,Transaction ID,Listing ID,Order ID';
  const amount = (minor: number) => (minor / 100).toFixed(2);
  const rows = orders.flatMap((order) =>
    order.lines.map((line, i) =>
      [
        `09/${String(order.day).padStart(2, '0')}/24`,
        line.title,
        'buyer',
        String(line.quantity),
        amount(line.price),
        '',
        '',
        '0.00',
        '0.00',
        amount(order.shipping),
        amount(order.tax),
        amount(line.price * line.quantity),
        currency,
        `${order.id}${i}`,
        line.listingId,
        order.id,
      ]
        .map(quote)
        .join(','),
    ),
  );
  return [header, ...rows].join('\n');
}
