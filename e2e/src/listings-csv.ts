// The marketplace's listings export as a seller brings it to the CSV tools (docs MARKETPLACE-CSV.md): its real
// columns, no listing id and no costs, descriptions with commas, quotes and line breaks, CRLF line ends.
import { csvLine } from './csv-files';

const LISTINGS_HEADER = [
  'TITLE',
  'DESCRIPTION',
  'PRICE',
  'CURRENCY_CODE',
  'QUANTITY',
  'TAGS',
  'MATERIALS',
  ...Array.from({ length: 10 }, (_, i) => `IMAGE${i + 1}`),
  'VARIATION 1 TYPE',
  'VARIATION 1 NAME',
  'VARIATION 1 VALUES',
  'VARIATION 2 TYPE',
  'VARIATION 2 NAME',
  'VARIATION 2 VALUES',
  'SKU',
];

/**
 * The marketplace's listings export (EtsyListingsDownload.csv): no listing id and no costs; descriptions with
 * commas, quotes and line breaks. With a $6.00 default cost: the towel is critical, the print a warning.
 */
export function listingsCsv(): string {
  const images = (n: number) =>
    Array.from({ length: 10 }, (_, i) => (i < n ? `https://img.example/${n}-${i}.jpg` : ''));
  const rows: (string | number)[][] = [
    [
      'Hand-thrown stoneware mug',
      'A mug for slow mornings.\nThrown on the wheel, glazed by hand, "dishwasher safe".',
      '28.00',
      'USD',
      12,
      'mug,ceramic,handmade',
      'stoneware,glaze',
      ...images(3),
      'Colour',
      'Colour',
      'Blue,Sand',
      '',
      '',
      '',
      'MUG-01',
    ],
    [
      'Linen tea towel, set of 2',
      'Soft, absorbent, and it gets better with every wash.',
      '7.50',
      'USD',
      30,
      'kitchen,linen',
      'linen',
      ...images(2),
      '',
      '',
      '',
      '',
      '',
      '',
      'TOWEL-02',
    ],
    [
      'Botanical art print A4',
      'Giclée print on 300 gsm cotton rag.',
      '9.00',
      'USD',
      40,
      'print,botanical,wall art',
      'paper,ink',
      ...images(1),
      'Size',
      'Size',
      'A4,A3',
      '',
      '',
      '',
      'PRINT-04',
    ],
  ];
  return [csvLine(LISTINGS_HEADER), ...rows.map(csvLine)].join('\r\n') + '\r\n';
}
