import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCsvReader, detectDelimiter, readCsv } from './read';
import { englishReadProblem } from './read-problems';

describe('readCsv', () => {
  it('reads a BOM, CRLF line ends and quoted cells with commas, quotes and line breaks', () => {
    const text = '\uFEFFTITLE,DESCRIPTION,PRICE\r\n"Mug, blue","Glazed\r\nby hand, ""food safe""",28.00\r\n';
    expect(readCsv(text)).toEqual({
      rows: [
        ['TITLE', 'DESCRIPTION', 'PRICE'],
        ['Mug, blue', 'Glazed\nby hand, "food safe"', '28.00'],
      ],
      delimiter: ',',
      problems: [],
    });
  });

  it("detects a spreadsheet's semicolons, with decimal commas in the data", () => {
    const { rows, delimiter } = readCsv(
      'listing_title;current_price;quantity\nMug;28,50;3\nTowel;"1.024,00";2\n',
    );
    expect(delimiter).toBe(';');
    expect(rows).toEqual([
      ['listing_title', 'current_price', 'quantity'],
      ['Mug', '28,50', '3'],
      ['Towel', '1.024,00', '2'],
    ]);
  });

  it('skips blank lines and lines of empty cells, and reads tabs and old Mac line ends', () => {
    expect(readCsv('a\tb\r\r1\t2\r\t\r  \r').rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(readCsv('\n\na,b\n\n,\n1,2\n\n').rows).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('looks past a title line without delimiters for the delimiter', () => {
    expect(detectDelimiter('My shop export\nTITLE;PRICE\nMug;2,50')).toBe(';');
    expect(detectDelimiter('"a;b",c\n')).toBe(',');
    expect(detectDelimiter('')).toBe(',');
  });

  it('reports an unclosed quote and still returns the rows', () => {
    const result = readCsv('a,b\n"unclosed,2\n');
    expect(result.rows[0]).toEqual(['a', 'b']);
    expect(result.problems).toEqual([{ code: 'unterminated_quote', record: 2 }]);
  });

  it('reports a quote inside a quoted cell followed by more text, by its record, blank records counted', () => {
    const result = readCsv('a,b\n\n"Mug "blue" x",2\n1,2\n');
    expect(result.rows).toEqual([
      ['a', 'b'],
      ['Mug "blue" x', '2'],
      ['1', '2'],
    ]);
    // One for each stray quote.
    expect(result.problems).toEqual([
      { code: 'malformed_quote', record: 3 },
      { code: 'malformed_quote', record: 3 },
    ]);
  });

  it('says what is not text, and reads problems in English as papaparse wrote them', () => {
    expect(readCsv(5 as unknown as string).problems).toEqual([{ code: 'not_text' }]);
    expect(
      [
        { code: 'unterminated_quote', record: 2 } as const,
        { code: 'malformed_quote', record: 7 } as const,
        { code: 'not_text' } as const,
        { code: 'unreadable' } as const,
      ].map(englishReadProblem),
    ).toEqual([
      'Record 2: Quoted field unterminated.',
      'Record 7: Trailing quote on quoted field is malformed.',
      'The CSV data is not text.',
      'The CSV data could not be read.',
    ]);
  });

  it('returns nothing for empty text', () => {
    expect(readCsv('').rows).toEqual([]);
    expect(readCsv('\uFEFF').rows).toEqual([]);
  });
});

const tricky = fc.constantFrom('a', 'B', 'é', '1', '.', ' ', ',', ';', '\t', '"', '\n', '$', '€');
const cell = fc.string({ unit: tricky, maxLength: 8 });

/** Quote every cell that holds any delimiter, a quote or a line break: as careful a writer as a spreadsheet. */
function writeCsv(rows: string[][], delimiter: string, lineEnd: string, bom: boolean): string {
  const quoteCell = (value: string) => (/[",;\t\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return (
    (bom ? '\uFEFF' : '') + rows.map((row) => row.map(quoteCell).join(delimiter)).join(lineEnd) + lineEnd
  );
}

describe('readCsv properties', () => {
  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: tricky })),
        (text) => {
          const result = readCsv(text);
          expect(Array.isArray(result.rows)).toBe(true);
          for (const row of result.rows) for (const value of row) expect(typeof value).toBe('string');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives back what a careful writer wrote, with any delimiter, line end and BOM', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }).chain((width) =>
          fc.array(
            fc
              .array(cell, { minLength: width, maxLength: width })
              .filter((row) => row.join('').trim() !== ''),
            { minLength: 1, maxLength: 6 },
          ),
        ),
        fc.constantFrom(',', ';', '\t'),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        (rows, delimiter, lineEnd, bom) => {
          const result = readCsv(writeCsv(rows, delimiter, lineEnd, bom));
          expect(result.rows).toEqual(rows);
          if ((rows[0] as string[]).length > 1) expect(result.delimiter).toBe(delimiter);
        },
      ),
    );
  });
});

describe('createCsvReader', () => {
  const csvish = fc.string({
    unit: fc.constantFrom('a', '1', ',', ';', '\t', '"', '\r', '\n', ' ', '\uFEFF'),
  });

  it('reads text cut into any pieces exactly as the whole text', () => {
    fc.assert(
      fc.property(csvish, fc.array(fc.nat(), { maxLength: 6 }), (text, cuts) => {
        const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
        const rows: string[][] = [];
        const reader = createCsvReader((more) => rows.push(...more));
        let from = 0;
        for (const point of [...points, text.length]) {
          reader.push(text.slice(from, point));
          from = point;
        }
        expect({ rows, ...reader.end() }).toEqual(readCsv(text));
      }),
      { numRuns: 500 },
    );
  });

  it('gives complete records before the end once past its sample, and reads a CR/LF split across pieces', () => {
    const header = 'TITLE,PRICE\r';
    const line = `"Mug, ""blue""",28.00\r\n`;
    const rows: string[][] = [];
    const reader = createCsvReader((more) => rows.push(...more));
    reader.push(header);
    reader.push(`\n${line.repeat(4000)}"Towel`);
    expect(rows.length).toBe(4001);
    expect(rows[1]).toEqual(['Mug, "blue"', '28.00']);
    reader.push('",12.50');
    expect(reader.end()).toEqual({ delimiter: ',', problems: [] });
    expect(rows.at(-1)).toEqual(['Towel', '12.50']);
  });
});
