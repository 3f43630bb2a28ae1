import { describe, expect, it } from 'vitest';
import { CSV_FORMATS, findHeader, headerKey, recogniseHeader, requiredColumns } from './headers';
import { LISTINGS_TEMPLATE, ORDERS_TEMPLATE, PRICING_AUDIT_TEMPLATE } from './templates';

const SOLD_ORDER_ITEMS =
  'Sale Date,Item Name,Buyer,Quantity,Price,Coupon Code,Coupon Details,Discount Amount,Shipping Discount,Order Shipping,Order Sales Tax,Item Total,Currency,Transaction ID,Listing ID,Date Paid,Date Shipped,Ship Name,Ship Address1,Ship Address2,Ship City,Ship State,Ship Zipcode,Ship Country,Order ID,Variations,Order Type,Listings Type,Payment Type,InPerson Discount,InPerson Location,VAT Paid by Buyer,SKU';
const SOLD_ORDERS =
  'Sale Date,Order ID,Buyer User ID,Full Name,First Name,Last Name,Number of Items,Payment Method,Date Shipped,Street 1,Street 2,Ship City,Ship State,Ship Zipcode,Ship Country,Currency,Order Value,Coupon Code,Coupon Details,Discount Amount,Shipping Discount,Shipping,Sales Tax,Order Total,Status,Card Processing Fees,Order Net,Adjusted Order Total,Adjusted Card Processing Fees,Adjusted Net Order Amount,Buyer,Order Type,Payment Type,InPerson Discount,InPerson Location,SKU';
const LISTINGS = [
  'TITLE,DESCRIPTION,PRICE,CURRENCY_CODE,QUANTITY,TAGS,MATERIALS',
  ...Array.from({ length: 10 }, (_, i) => `IMAGE${i + 1}`),
  'VARIATION 1 TYPE,VARIATION 1 NAME,VARIATION 1 VALUES,VARIATION 2 TYPE,VARIATION 2 NAME,VARIATION 2 VALUES,SKU',
].join(',');

describe('headerKey', () => {
  it('ignores case, spacing, punctuation and a byte-order mark', () => {
    for (const name of [
      'Sale Date',
      'sale_date',
      ' SALE-DATE ',
      '\uFEFFSaleDate',
      'Sale  Date',
      'sale.date',
    ]) {
      expect(headerKey(name)).toBe('saledate');
    }
    expect(headerKey('Ship Address1')).toBe(headerKey('ship address 1'));
  });
});

describe('recogniseHeader', () => {
  it.each([
    ['etsy_sold_order_items', SOLD_ORDER_ITEMS],
    ['etsy_sold_orders', SOLD_ORDERS],
    ['etsy_listings', LISTINGS],
    ['audit_template', PRICING_AUDIT_TEMPLATE.columns.join(',')],
    ['listings_template', LISTINGS_TEMPLATE.columns.join(',')],
    ['orders_template', ORDERS_TEMPLATE.columns.join(',')],
  ])('recognises %s from its full header', (format, header) => {
    const result = recogniseHeader(header.split(','));
    expect(result.ok && result.format).toBe(format);
  });

  it("maps the fields and drops the buyer's name and address", () => {
    const header = SOLD_ORDER_ITEMS.split(',');
    const result = recogniseHeader(header);
    if (!result.ok) throw new Error(result.message);
    expect(result.columns.order_id).toBe(header.indexOf('Order ID'));
    expect(result.columns.price).toBe(header.indexOf('Price'));
    expect(result.columns.vat_paid_by_buyer).toBe(header.indexOf('VAT Paid by Buyer'));
    expect(result.ignoredColumns).toEqual(
      expect.arrayContaining(['Buyer', 'Ship Name', 'Ship Address1', 'Ship City', 'Ship Zipcode']),
    );
    const personal = /^(Buyer|Ship Name|Ship Address\d|Ship City|Ship State|Ship Zipcode)$/;
    expect(Object.values(result.columns).filter((index) => personal.test(header[index] as string))).toEqual(
      [],
    );
  });

  it('reads the older sold order items names Shipping, Sales Tax and InPerson Sale', () => {
    const result = recogniseHeader([
      'Sale Date',
      'Item Name',
      'Quantity',
      'Price',
      'Shipping',
      'Sales Tax',
      'Order ID',
      'InPerson Sale',
    ]);
    if (!result.ok) throw new Error(result.message);
    expect(result.format).toBe('etsy_sold_order_items');
    expect(result.columns).toMatchObject({ order_shipping: 4, order_sales_tax: 5, inperson_sale: 7 });
  });

  it('tells the templates apart by their own column names', () => {
    const audit = recogniseHeader(['Listing Title', 'Current Price']);
    const listings = recogniseHeader(['Title', 'Current Price']);
    expect(audit.ok && audit.format).toBe('audit_template');
    expect(listings.ok && listings.format).toBe('listings_template');
    // Each tool may accept a variant of another's name.
    const auditOnly = recogniseHeader(
      ['Title', 'Current Price', 'Cost'],
      ['audit_template', 'etsy_listings'],
    );
    expect(auditOnly.ok && auditOnly.columns).toEqual({ listing_title: 0, current_price: 1, base_cost: 2 });
  });

  it('uses the first of repeated columns', () => {
    const result = recogniseHeader(['TITLE', 'PRICE', 'PRICE']);
    expect(result.ok && result.columns).toEqual({ title: 0, price: 1 });
    expect(result.ok && result.ignoredColumns).toEqual(['PRICE']);
  });

  it('names the columns each allowed format needs when nothing fits', () => {
    const result = recogniseHeader(
      ['Sale Date', 'Order ID', 'Item'],
      ['etsy_sold_order_items', 'orders_template'],
    );
    if (result.ok) throw new Error('recognised');
    expect(result.closest).toBe('etsy_sold_order_items');
    expect(result.missing).toEqual(['Item Name', 'Quantity', 'Price']);
    expect(result.message).toBe(
      "The file's columns were not recognised. The marketplace's sold order items export needs the columns Sale Date, Item Name, Quantity, Price, Order ID. The orders template needs the columns order_id, item_title, quantity, item_price.",
    );
  });

  it('requires what each format cannot do without', () => {
    expect(requiredColumns('audit_template')).toEqual(['listing_title', 'current_price']);
    expect(requiredColumns('etsy_listings')).toEqual(['TITLE', 'PRICE']);
    for (const spec of CSV_FORMATS) expect(requiredColumns(spec.format).length).toBeGreaterThan(0);
  });
});

describe('findHeader', () => {
  it('finds a header below a title line', () => {
    const { headerIndex, recognition } = findHeader([['My shop'], ['TITLE', 'PRICE'], ['Mug', '28']]);
    expect(headerIndex).toBe(1);
    expect(recognition.ok && recognition.format).toBe('etsy_listings');
  });

  it('gives the first row its verdict when no row is a header', () => {
    const { headerIndex, recognition } = findHeader([['a'], ['b']]);
    expect(headerIndex).toBe(0);
    expect(recognition.ok).toBe(false);
  });
});
