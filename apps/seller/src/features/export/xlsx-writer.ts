import { findCurrency, minorDigits } from '@margin/core';
import { strToU8, zipSync } from 'fflate';

/* eslint-disable lingui/no-unlocalized-strings -- the workbook's XML parts and number formats: no words (xlsx.ts
   puts the report's) */

/**
 * A minimal Office Open XML workbook (one sheet, inline strings, real numbers with number formats), so the
 * seller's spreadsheet can add up the figures. Six parts in a stored (uncompressed) zip written by fflate; no
 * shared-strings table needed.
 */

export type XlsxCell =
  null | { text: string; bold?: boolean } | { number: number; format?: 'money' | 'percent'; bold?: boolean };

export interface XlsxSheet {
  name: string;
  /** Column widths in characters, from column A. */
  columns: number[];
  rows: XlsxCell[][];
  /** Excel number format for 'money' cells, e.g. "$"#,##0.00. */
  moneyFormat: string;
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Text for XML content and attributes; characters XML 1.0 forbids (most control codes) are dropped. */
export function xmlEscape(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** 0 -> A, 25 -> Z, 26 -> AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** Cell style indexes into styles.xml's cellXfs, in the order written there. */
const STYLE = { plain: 0, bold: 1, money: 2, percent: 3, moneyBold: 4 } as const;

function styleOf(cell: NonNullable<XlsxCell>): number {
  if ('text' in cell) return cell.bold ? STYLE.bold : STYLE.plain;
  if (cell.format === 'money') return cell.bold ? STYLE.moneyBold : STYLE.money;
  if (cell.format === 'percent') return STYLE.percent;
  return cell.bold ? STYLE.bold : STYLE.plain;
}

function cellXml(cell: XlsxCell, ref: string): string {
  if (cell === null) return '';
  const style = styleOf(cell);
  const s = style ? ` s="${style}"` : '';
  if ('text' in cell) {
    const space = /^\s|\s$/.test(cell.text) ? ' xml:space="preserve"' : '';
    return `<c r="${ref}" t="inlineStr"${s}><is><t${space}>${xmlEscape(cell.text)}</t></is></c>`;
  }
  return Number.isFinite(cell.number) ? `<c r="${ref}"${s}><v>${cell.number}</v></c>` : '';
}

export function sheetXml(sheet: XlsxSheet): string {
  const cols = sheet.columns
    .map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  const rows = sheet.rows
    .map((row, r) => {
      const cells = row.map((cell, c) => cellXml(cell, `${columnName(c)}${r + 1}`)).join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  return `${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><cols>${cols}</cols><sheetData>${rows}</sheetData></worksheet>`;
}

function stylesXml(moneyFormat: string): string {
  const font = (bold: boolean) =>
    `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
  const xf = (numFmt: number, fontId: number) =>
    `<xf numFmtId="${numFmt}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"` +
    `${numFmt ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}/>`;
  // 164 is the first id for custom formats; 10 is Excel's built-in 0.00%.
  return (
    `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}">` +
    `<numFmts count="1"><numFmt numFmtId="164" formatCode="${xmlEscape(moneyFormat)}"/></numFmts>` +
    `<fonts count="2">${font(false)}${font(true)}</fonts>` +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="5">${xf(0, 0)}${xf(0, 1)}${xf(164, 0)}${xf(10, 0)}${xf(164, 1)}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}

export function buildXlsx(sheet: XlsxSheet, modified: Date = new Date()): Uint8Array {
  const sheetName = xmlEscape(sheet.name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1');
  // Entries in this order: readers look for [Content_Types].xml first.
  const parts: [string, string][] = [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
        '</Types>',
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
        '</Relationships>',
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">` +
        `<sheets><sheet name="${sheetName}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}">` +
        `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/>` +
        '</Relationships>',
    ],
    ['xl/worksheets/sheet1.xml', sheetXml(sheet)],
    ['xl/styles.xml', stylesXml(sheet.moneyFormat)],
  ];
  return zipSync(Object.fromEntries(parts.map(([path, text]) => [path, strToU8(text)])), {
    level: 0,
    mtime: modified,
  });
}

/** '"$"#,##0.00' for USD, '"¥"#,##0' for JPY: the symbol and decimals formatMoney prints, negatives with a minus. */
export function moneyFormatCode(currency: string): string {
  const symbol = findCurrency(currency)?.symbol ?? currency;
  const spaced = /\p{L}$/u.test(symbol) ? `${symbol} ` : symbol;
  const digits = minorDigits(currency);
  const number = digits > 0 ? `#,##0.${'0'.repeat(digits)}` : '#,##0';
  const positive = `"${spaced}"${number}`;
  return `${positive};-${positive}`;
}
