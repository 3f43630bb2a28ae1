// Statements and orders exports written from the engine's own figures, for the tests and the benchmarks (nothing
// in the app imports this), in English or German, with differences planted on purpose.
import { findCountry } from '../countries/countries';
import { chargedOrderFees } from '../fees/evaluate';
import { mulDivHalfUp, PPM } from '../fees/exact';
import { countryFees } from '../fees/schedule';
import { regulatoryFeeRate, vatOnFeesRate } from '../fees/seller-charges';

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
  | { kind: 'missing_order'; order: number };

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

/** The month's statement of `orders`, each fee posted as the marketplace posts it (docs/fee-model.md). */
export function statementCsv(orders: GenOrder[], options: StatementOptions): string {
  const country = findCountry(options.country)!;
  const fees = countryFees(country);
  const w = WORDS[options.language];
  const cur = country.currency;
  const regulatory = regulatoryFeeRate(country.code)?.ratePpm ?? 0;
  const vat = options.vatRegistered ? 0 : (vatOnFeesRate(country.code)?.ratePpm ?? 0);
  const plants = options.plants ?? [];
  const planted = (kind: Plant['kind'], o: number) => plants.some((p) => p.kind === kind && p.order === o);
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
    const lineAmounts = order.lines.map((line) => line.price * line.quantity);
    const quantity = order.lines.reduce((s, line) => s + line.quantity, 0);
    const orderAmount = lineAmounts.reduce((s, a) => s + a, 0) + order.shipping;
    const offsitePpm = order.offsite ? 150_000 : 0;
    const engine = chargedOrderFees(fees, {
      itemLines: lineAmounts,
      shipping: order.shipping,
      giftWrap: 0,
      buyerTax: order.tax,
      quantity,
      offsiteAdsPpm: offsitePpm,
    });
    const ref = w.order(order.id);
    const fee = (title: string, amount: number, type: string = w.fee, info = ref) => {
      if (amount !== 0) row(order.day, type, title, info, null, -amount);
      balance -= amount;
    };
    if (!planted('missing_order', o)) {
      row(order.day, w.sale[0], w.sale[1](order.id), ref, orderAmount + order.tax, null);
      balance += orderAmount + order.tax;
      if (order.tax > 0) {
        row(order.day, w.tax[0], w.tax[1], ref, null, -order.tax);
        balance -= order.tax;
      }
    }
    order.lines.forEach((line, i) => fee(w.transaction(line.title), engine.transactionLines[i]!));
    fee(w.shipping, engine.transactionShipping);
    fee(w.processing, engine.processing);
    for (const line of order.lines) {
      for (let q = 0; q < line.quantity; q += 1) {
        // The day's exchange rate: a cent more than the dated table gives.
        const listing = fees.listingFeePerItem + (planted('exchange_rate', o) && q === 0 ? 1 : 0);
        fee(w.listing, listing, w.fee, w.listingRef(line.listingId));
      }
    }
    if (order.offsite) fee(w.offsite, engine.offsiteAds, w.marketing);
    // A rate other than the table's: about twice the regulatory fee, at least a cent more.
    const regulatoryBase = pct(orderAmount, regulatory);
    const regulatoryFee = regulatoryBase + (planted('regulatory_rate', o) ? Math.max(1, regulatoryBase) : 0);
    fee(w.regulatory, regulatoryFee);
    if (vat > 0) {
      const services = engine.listing + engine.transaction + engine.offsiteAds + pct(orderAmount, regulatory);
      fee(w.vat, pct(services, vat), w.vatType);
      fee(w.vatProcessing, pct(engine.processing, vat), w.vatType);
    }
    if (planted('refund_credit', o)) fee(w.credit, -Math.max(1, engine.transactionLines[0]!));
  });
  if (balance > 0) row(28, w.deposit[0], w.deposit[1], '', null, -balance);
  return [w.header, ...rows.map((cells) => cells.map(quote).join(','))].join('\n');
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
