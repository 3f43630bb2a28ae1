import { describe, expect, it } from 'vitest';
import { readCsv } from './read';
import { csvAmount, csvField, toCsv, UTF8_BOM } from './write';

// A neutralised formula is quoted too (papaparse quotes what it escapes); a spreadsheet shows the same text.
describe('csvField', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1', `"'+1"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['£12.50', '£12.50'],
    // A loss stays a plain amount; a minus sign followed by anything else is still neutralised.
    ['-$5.00', '-$5.00'],
    ['-£1,234.50', '"-£1,234.50"'],
    ['-CHF 12.00', '-CHF 12.00'],
    ['-¥500', '-¥500'],
    ['-12.50%', '-12.50%'],
    ['−$5.00', '−$5.00'],
    ['-1+2', `"'-1+2"`],
    ['-$5.00+cmd', `"'-$5.00+cmd"`],
    ['-SUM(A1)', `"'-SUM(A1)"`],
    ['-A1', `"'-A1"`],
    ['=SUM(A1)', `"'=SUM(A1)"`],
    ['@x', `"'@x"`],
  ])('writes %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('starts with the UTF-8 mark and ends every row with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe(`${UTF8_BOM}a,b\r\nc,d\r\n`);
  });
});

describe('csvAmount', () => {
  it.each([
    [2.65, 'EUR', '2.65'],
    [1234.5, 'USD', '1234.50'],
    [0.07, 'GBP', '0.07'],
    [-5, 'USD', '-5.00'],
    [-0.01, 'USD', '-0.01'],
    [2.6499999999999995, 'EUR', '2.65'],
    [12500, 'KRW', '12500'],
    [0, 'JPY', '0'],
    [-0, 'USD', '0.00'],
  ])('writes %d %s as %j', (amount, currency, expected) => {
    expect(csvAmount(amount, currency)).toBe(expected);
  });
});

describe('written files read back', () => {
  it('keeps every cell, commas, quotes and line breaks included', () => {
    const rows = [
      ['title', 'note'],
      ['Mug, blue', 'say "hi"\nnext line'],
      ['=cmd', '-5.00'],
    ];
    const read = readCsv(toCsv(rows));
    expect(read.rows).toEqual([rows[0], rows[1], ["'=cmd", '-5.00']]);
  });
});
