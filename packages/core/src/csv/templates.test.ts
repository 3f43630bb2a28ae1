import { describe, expect, it } from 'vitest';
import { PRICING_AUDIT_TEMPLATE, templateCsv } from './templates';

describe('CSV templates', () => {
  it('writes the pricing audit template with the spec columns and two example rows', () => {
    const lines = templateCsv(PRICING_AUDIT_TEMPLATE).split('\r\n');
    expect(lines[0]).toBe('listing_title,current_price,quantity,base_cost');
    expect(lines.slice(1, -1)).toHaveLength(2);
    expect(lines.at(-1)).toBe('');
    // A title with a comma stays one cell.
    expect(lines[2]).toBe('"Linen tea towel, set of 2",24.00,30,7.25');
  });

  it('quotes quotes and line breaks as RFC 4180 does', () => {
    const csv = templateCsv({ fileName: 'x.csv', columns: ['a'], rows: [['say "hi"\nthere']] });
    expect(csv).toBe('a\r\n"say ""hi""\nthere"\r\n');
  });
});
