// A realistic sold order items export (the marketplace's columns, buyers' names and addresses included, quoted
// variations with commas and line breaks, coupons, order-level amounts repeated on every line of an order) of
// any size, from a seed: the input of the CSV tools' benchmarks and of the browser journey of a busy shop.
import { SOLD_ORDER_ITEMS_HEADER as HEADER } from './csv-files';
import { prng } from './seeded-random';

const PRODUCTS = [
  ['Hand-thrown stoneware mug', 2800, 'MUG-01'],
  ['Linen tea towel, set of 2', 2400, 'TOWEL-02'],
  ['Sterling silver stacking ring', 4500, 'RING-03'],
  ['Botanical art print A4', 1800, 'PRINT-04'],
  ['Soy candle "Fig & Cedar"', 2200, 'CANDLE-05'],
] as const;

const money = (cents: number) => (cents / 100).toFixed(2);
const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** `rows` item lines (1-4 per order), CRLF line ends, about 300 bytes a line. */
export function soldOrderItemsCsv(rows: number, seed = 0x5eed): string {
  const random = prng(seed);
  const lines = [HEADER.join(',')];
  let order = 100_000;
  while (lines.length - 1 < rows) {
    order += 1;
    const items = Math.min(rows - (lines.length - 1), 1 + Math.floor(random() * 4));
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    const date = `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/26`;
    const picked = Array.from({ length: items }, () => PRODUCTS[Math.floor(random() * PRODUCTS.length)]!);
    const quantities = picked.map(() => 1 + Math.floor(random() * 3));
    const value = picked.reduce((sum, [, price], i) => sum + price * quantities[i]!, 0);
    const coupon = random() < 0.2;
    const discount = coupon ? Math.round(value * 0.1) : 0;
    const shipping = random() < 0.3 ? 0 : 400 + Math.floor(random() * 800);
    const tax = Math.round((value - discount + shipping) * 0.07);
    picked.forEach(([name, price, sku], i) => {
      lines.push(
        [
          date,
          name,
          `buyer${order}`,
          String(quantities[i]),
          money(price),
          coupon ? 'SAVE10' : '',
          coupon ? '10% off' : '',
          money(discount),
          '0.00',
          money(shipping),
          money(tax),
          money(price * quantities[i]!),
          'USD',
          String(order * 10 + i),
          String(1_000_000 + i),
          date,
          '',
          `Buyer ${order}`,
          `${order} Long Street`,
          'Apt 4',
          'Springfield',
          'OR',
          '97477',
          'United States',
          String(order),
          `Colour: Blue, Size: ${['S', 'M', 'L'][i % 3]}\nGift note: yes`,
          'online',
          'listing',
          'online_cc',
          '',
          '',
          '0.00',
          sku,
        ]
          .map(cell)
          .join(','),
      );
    });
  }
  return lines.join('\r\n') + '\r\n';
}
