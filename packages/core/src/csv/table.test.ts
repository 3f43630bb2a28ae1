import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_FORMATS, type CsvFormat } from './headers';
import { EMPTY_CSV_MESSAGE, readCsvTable } from './table';
import { LISTINGS_TEMPLATE, ORDERS_TEMPLATE, PRICING_AUDIT_TEMPLATE, templateCsv } from './templates';
import { parseDate, parseMoney, parseQuantity, parseYesNo } from './values';

describe('readCsvTable', () => {
  it('reads the pricing audit template as written', () => {
    const table = readCsvTable(templateCsv(PRICING_AUDIT_TEMPLATE));
    if (!table.ok) throw new Error(table.reason);
    expect(table.format).toBe('audit_template');
    expect(table.records).toEqual([
      {
        row: 2,
        cells: {
          listing_title: 'Hand-thrown stoneware mug',
          current_price: '28.00',
          quantity: '12',
          base_cost: '9.50',
        },
      },
      {
        row: 3,
        cells: {
          listing_title: 'Linen tea towel, set of 2',
          current_price: '24.00',
          quantity: '30',
          base_cost: '7.25',
        },
      },
    ]);
  });

  it.each([
    ['listings_template', LISTINGS_TEMPLATE],
    ['orders_template', ORDERS_TEMPLATE],
  ] as const)('reads the %s with every example value parsable', (format, template) => {
    const table = readCsvTable(templateCsv(template));
    if (!table.ok) throw new Error(table.reason);
    expect(table.format).toBe(format);
    expect(table.records).toHaveLength(2);
    for (const { cells } of table.records) {
      for (const [name, value] of Object.entries(cells)) {
        if (/price|cost|revenue|discount|tax|shipping/.test(name)) expect(parseMoney(value).ok).toBe(true);
        if (name === 'quantity') expect(parseQuantity(value).ok).toBe(true);
        if (name === 'order_date') expect(parseDate(value).ok).toBe(true);
        if (name === 'offsite_ads') expect(parseYesNo(value).ok).toBe(true);
      }
    }
  });

  it('reads a re-saved sold order items file: semicolons, BOM, CRLF, a quoted line break, a short row', () => {
    const text =
      '\uFEFFsale date;ITEM NAME;Buyer;Ship Address1;quantity;Price;Order Shipping;Order ID;Variations\r\n' +
      '03/14/26;Mug;Ann Lee;1 High St;2;€28,50;5,00;1001;"Colour: Blue\r\nSize: L"\r\n' +
      '\r\n' +
      '03/15/26;Towel;Bo;2 Low St;1\r\n';
    const table = readCsvTable(text);
    if (!table.ok) throw new Error(table.reason);
    expect(table.format).toBe('etsy_sold_order_items');
    expect(table.delimiter).toBe(';');
    expect(table.records[0]).toEqual({
      row: 2,
      cells: {
        sale_date: '03/14/26',
        item_name: 'Mug',
        quantity: '2',
        price: '€28,50',
        order_shipping: '5,00',
        order_id: '1001',
        variations: 'Colour: Blue\nSize: L',
      },
    });
    expect(table.records[1]?.cells.price).toBe('');
    expect(table.ignoredColumns).toEqual(['Buyer', 'Ship Address1']);
    expect(JSON.stringify(table)).not.toContain('Ann Lee');
  });

  it('answers empty input with the spec message', () => {
    for (const text of ['', '  \r\n', '\uFEFF', '\n\n,,\n']) {
      expect(readCsvTable(text)).toEqual({ ok: false, reason: EMPTY_CSV_MESSAGE });
    }
  });

  it('names the columns an allowed format needs', () => {
    const table = readCsvTable('name,cost\nMug,3\n', ['audit_template']);
    expect(table).toMatchObject({
      ok: false,
      reason:
        "The file's columns were not recognised. The pricing audit template needs the columns listing_title, current_price.",
    });
  });
});

/** The field each format's price and quantity are in. */
const CHECKED: Record<CsvFormat, { price: string; quantity: string }> = {
  audit_template: { price: 'current_price', quantity: 'quantity' },
  listings_template: { price: 'current_price', quantity: 'quantity' },
  orders_template: { price: 'item_price', quantity: 'quantity' },
  etsy_sold_order_items: { price: 'price', quantity: 'quantity' },
  etsy_sold_orders: { price: 'order_value', quantity: 'number_of_items' },
  etsy_listings: { price: 'price', quantity: 'quantity' },
};

const headerStyles: ((name: string) => string)[] = [
  (name) => name,
  (name) => name.toLowerCase(),
  (name) => name.toUpperCase(),
  (name) => name.replace(/[ _]+/g, '_').toLowerCase(),
  (name) => name.replace(/[ _]+/g, ''),
  (name) => ` ${name.replace(/[ _]+/g, '  ')} `,
  (name) => name.replace(/[ _]+/g, '-'),
];

function moneyText(cents: number, style: number): string {
  const whole = String(Math.floor(cents / 100));
  const fraction = String(cents % 100).padStart(2, '0');
  const grouped = (sep: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const forms = [
    `$${grouped(',')}.${fraction}`,
    `${whole}.${fraction}`,
    `USD ${whole}.${fraction}`,
    `${grouped('.')},${fraction}`,
    `€${whole},${fraction}`,
    `${whole}.${fraction} USD`,
    `CA$${grouped(',')}.${fraction}`,
  ];
  return forms[style % forms.length] as string;
}

const junkCell = fc.string({
  unit: fc.constantFrom('x', 'Q', '9', ' ', ',', ';', '"', '\n', '$', '-', '.', 'é'),
  maxLength: 10,
});

const fileCase = fc
  .record({
    spec: fc.constantFrom(...CSV_FORMATS),
    headerStyle: fc.nat(headerStyles.length - 1),
    delimiter: fc.constantFrom(',', ';'),
    lineEnd: fc.constantFrom('\n', '\r\n'),
    bom: fc.boolean(),
    extraColumns: fc.array(fc.constantFrom('Notes', 'zz extra', 'Internal ID'), { maxLength: 2 }),
    rows: fc.array(
      fc.oneof(
        fc.record({
          kind: fc.constant('good' as const),
          cents: fc.nat(1e9),
          quantity: fc.nat(5000),
          style: fc.nat(20),
        }),
        fc.record({
          kind: fc.constant('junk' as const),
          cells: fc
            .array(junkCell, { minLength: 1, maxLength: 8 })
            .filter((cells) => cells.join('').trim() !== ''),
        }),
      ),
      { maxLength: 12 },
    ),
  })
  .chain((c) => {
    const { price, quantity } = CHECKED[c.spec.format];
    const optional = c.spec.fields.filter((f) => !f.required && f.field !== price && f.field !== quantity);
    return fc
      .record({
        optional: fc.subarray(optional.map((f) => f.field)),
        other: fc.array(fc.string({ maxLength: 6 }), { minLength: 40, maxLength: 40 }),
      })
      .chain(({ optional: picked, other }) => {
        const fields = c.spec.fields.filter(
          (f) => f.required || f.field === price || f.field === quantity || picked.includes(f.field),
        );
        const columns = [
          ...fields.map((f) => f.field),
          ...c.extraColumns.map((name, i) => `extra:${i}:${name}`),
        ];
        return fc
          .shuffledSubarray(columns, { minLength: columns.length })
          .map((order) => ({ ...c, order, other }));
      });
  });

function writeCell(value: string, delimiter: string): string {
  return value.includes(delimiter) || /["\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

describe('readCsvTable properties', () => {
  it('recognises every format in any column order, header style, delimiter and line end, junk rows and all', () => {
    fc.assert(
      fc.property(fileCase, (c) => {
        const { price, quantity } = CHECKED[c.spec.format];
        const style = headerStyles[c.headerStyle] as (name: string) => string;
        const header = c.order.map((column) => {
          if (column.startsWith('extra:')) return column.split(':')[2] as string;
          const f = c.spec.fields.find((candidate) => candidate.field === column);
          return style(f?.names[0] as string);
        });
        const dataRows = c.rows.map((row) =>
          row.kind === 'junk'
            ? row.cells
            : c.order.map((column, i) => {
                if (column === price) return moneyText(row.cents, row.style);
                if (column === quantity) return String(row.quantity);
                return (c.other[i] ?? '').replace(/[\r\n]/g, ' ');
              }),
        );
        // Rows a good writer would make blank are skipped by the reader; the test skips them too.
        const kept = c.rows
          .map((row, i) => ({ row, cells: dataRows[i] as string[] }))
          .filter(({ cells }) => cells.join('').trim() !== '');
        const text =
          (c.bom ? '\uFEFF' : '') +
          [header, ...kept.map((k) => k.cells)]
            .map((cells) => cells.map((v) => writeCell(v, c.delimiter)).join(c.delimiter))
            .join(c.lineEnd);

        const table = readCsvTable(text);
        if (!table.ok) throw new Error(table.reason);
        expect(table.format).toBe(c.spec.format);
        expect(table.records).toHaveLength(kept.length);
        table.records.forEach((record, i) => {
          expect(record.row).toBe(i + 2);
          const money = parseMoney(record.cells[price] ?? '');
          const count = parseQuantity(record.cells[quantity] ?? '');
          const source = kept[i]?.row;
          if (source?.kind === 'good') {
            expect(money).toEqual({ ok: true, value: expect.objectContaining({ minor: source.cents }) });
            expect(count).toEqual({ ok: true, value: source.quantity });
          } else {
            // A junk row is either read or has a reason: never an exception.
            for (const result of [money, count]) {
              expect(result.ok || (result.reason ?? '').length > 0).toBe(true);
            }
          }
        });
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on any text and always answers ok or a reason', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (text) => {
        const table = readCsvTable(text);
        expect(table.ok || table.reason.length > 0).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
