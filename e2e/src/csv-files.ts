// The orders file a seller brings to the CSV tools, as the marketplace writes it (docs MARKETPLACE-CSV.md):
// its real column names and order, buyers' names and addresses, quoted titles and variations with commas and
// quotes inside, CRLF line ends, and dates as MM/DD/YY a few weeks back, so the orders land on the dashboard.
// listings-csv.ts writes the listings file with the same CSV lines.

/** The marketplace's sold order items export's columns, in its order (also the benchmarks' files). */
export const SOLD_ORDER_ITEMS_HEADER = [
  'Sale Date',
  'Item Name',
  'Buyer',
  'Quantity',
  'Price',
  'Coupon Code',
  'Coupon Details',
  'Discount Amount',
  'Shipping Discount',
  'Order Shipping',
  'Order Sales Tax',
  'Item Total',
  'Currency',
  'Transaction ID',
  'Listing ID',
  'Date Paid',
  'Date Shipped',
  'Ship Name',
  'Ship Address1',
  'Ship Address2',
  'Ship City',
  'Ship State',
  'Ship Zipcode',
  'Ship Country',
  'Order ID',
  'Variations',
  'Order Type',
  'Listings Type',
  'Payment Type',
  'InPerson Discount',
  'InPerson Location',
  'VAT Paid by Buyer',
  'SKU',
];

const cell = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};
/** One CSV line as the marketplace writes it: a cell is quoted only when it holds a quote, comma or line break. */
export const csvLine = (cells: (string | number)[]) => cells.map(cell).join(',');

/** MM/DD/YY, `days` before today (UTC, as the server dates the records). */
function usDate(daysAgo: number, now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${String(date.getUTCFullYear()).slice(2)}`;
}

interface Buyer {
  user: string;
  name: string;
  address: [street: string, city: string, state: string, zip: string];
}

interface Order {
  id: string;
  daysAgo: number;
  buyer: Buyer;
  coupon: [code: string, details: string] | null;
  discount: string;
  shippingDiscount: string;
  shipping: string;
  tax: string;
  items: {
    name: string;
    quantity: number;
    price: string;
    sku: string;
    listing: string;
    variations?: string;
  }[];
}

/**
 * Three orders, six item lines. Per order, with US fees (listing $0.20 × items, transaction 6.5% of each item line
 * after its share of the coupon and of the shipping, each rounded, processing 3% of amount + tax, plus $0.25):
 * - 4101: 2 × 28.00 + 24.00 − 8.00 coupon + 6.00 shipping = 78.00; tax 5.46; transaction 3.276 -> 3.28 on 50.40,
 *         1.404 -> 1.40 on 21.60, 0.39 on shipping = 5.07; fees 0.60 + 5.07 + 2.75 = 8.42
 * - 4102: 45.00 + 2 × 18.00 + 22.00 + 8.50 shipping − 2.00 shipping discount = 109.50; tax 7.67;
 *         transaction 2.925 -> 2.93 + 2.34 + 1.43 + 0.4225 -> 0.42 = 7.12; fees 0.80 + 7.12 + 3.77 = 11.69
 * - 4103: 28.00 + 5.00 shipping − 5.00 free shipping coupon = 28.00; tax 1.96; fees 0.20 + 1.82 + 1.15 = 3.17
 * Gross revenue 215.50, fees 23.28; 8 items sold.
 */
export const ORDERS: readonly Order[] = [
  {
    id: '4101',
    daysAgo: 40,
    buyer: { user: 'janedoe', name: 'Jane Doe', address: ['12 Elm Street', 'Springfield', 'IL', '62701'] },
    coupon: ['SPRING10', '10% off your order'],
    discount: '8.00',
    shippingDiscount: '0.00',
    shipping: '6.00',
    tax: '5.46',
    items: [
      {
        name: 'Hand-thrown stoneware mug',
        quantity: 2,
        price: '28.00',
        sku: 'MUG-01',
        listing: '1408823311',
        variations: 'Colour:Blue, Glaze:Matte',
      },
      {
        name: 'Linen tea towel, set of 2',
        quantity: 1,
        price: '24.00',
        sku: 'TOWEL-02',
        listing: '1408823312',
      },
    ],
  },
  {
    id: '4102',
    daysAgo: 20,
    buyer: {
      user: 'sobrien',
      name: "O'Brien, Sam",
      address: ['4 Harbour Rd, Apt 2', 'Portland', 'ME', '04101'],
    },
    coupon: null,
    discount: '0.00',
    shippingDiscount: '2.00',
    shipping: '8.50',
    tax: '7.67',
    items: [
      {
        name: 'Sterling silver stacking ring',
        quantity: 1,
        price: '45.00',
        sku: 'RING-03',
        listing: '1408823313',
        variations: 'Size:7',
      },
      { name: 'Botanical art print A4', quantity: 2, price: '18.00', sku: 'PRINT-04', listing: '1408823314' },
      {
        name: 'Soy candle "Fig & Cedar"',
        quantity: 1,
        price: '22.00',
        sku: 'CANDLE-05',
        listing: '1408823315',
      },
    ],
  },
  {
    id: '4103',
    daysAgo: 5,
    buyer: { user: 'mlopez', name: 'María López', address: ['88 Sunset Blvd', 'Austin', 'TX', '73301'] },
    coupon: ['FREESHIP', 'Free shipping'],
    discount: '0.00',
    shippingDiscount: '5.00',
    shipping: '5.00',
    tax: '1.96',
    items: [
      {
        name: 'Hand-thrown stoneware mug',
        quantity: 1,
        price: '28.00',
        sku: 'MUG-01',
        listing: '1408823311',
        variations: 'Colour:Sand',
      },
    ],
  },
];

/** What the screen should say for ORDERS with a default cost of $6.00 per item (8 items: $48.00). */
export const ORDERS_TOTALS = {
  orders: 3,
  itemLines: 6,
  grossRevenue: '$215.50',
  fees: '$23.28',
  cogs: '$48.00',
  netProfit: '$144.22',
} as const;

/** The marketplace's sold order items export (EtsySoldOrderItems<year>.csv) for ORDERS. */
export function soldOrderItemsCsv(now = new Date()): string {
  const lines = [csvLine(SOLD_ORDER_ITEMS_HEADER)];
  let transaction = 3_900_000_000;
  for (const order of ORDERS) {
    const date = usDate(order.daysAgo, now);
    const shipped = usDate(Math.max(order.daysAgo - 2, 1), now);
    for (const item of order.items) {
      transaction += 1;
      const total = (Number(item.price) * item.quantity).toFixed(2);
      lines.push(
        csvLine([
          date,
          item.name,
          order.buyer.user,
          item.quantity,
          item.price,
          order.coupon?.[0] ?? '',
          order.coupon?.[1] ?? '',
          order.discount,
          order.shippingDiscount,
          order.shipping,
          order.tax,
          total,
          'USD',
          transaction,
          item.listing,
          date,
          shipped,
          order.buyer.name,
          order.buyer.address[0],
          '',
          order.buyer.address[1],
          order.buyer.address[2],
          order.buyer.address[3],
          'United States',
          order.id,
          item.variations ?? '',
          'online',
          'listing',
          'online_cc',
          '',
          '',
          '0.00',
          item.sku,
        ]),
      );
    }
  }
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}

/** The buyers' names and streets: none of it may reach the server, the screen's results or an export. */
export const BUYER_DETAILS = ORDERS.flatMap((order) => [order.buyer.name, order.buyer.address[0]]);
