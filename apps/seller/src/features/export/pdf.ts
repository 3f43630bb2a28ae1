import { displayText, valueText, type CalculationReport, type ReportSection } from '@margin/core';

/**
 * A one-page PDF 1.4 written by hand: the two standard Helvetica faces (every reader has them, nothing to
 * embed) in WinAnsi encoding, so £, € and × print. Every string is written as 7-bit ASCII with octal escapes,
 * so the file's characters are its bytes and the xref offsets are plain string positions.
 */

/** A4 in points. */
const PAGE = { width: 595, height: 842, margin: 48 } as const;

/** Unicode to WinAnsi (Windows-1252) for the characters of the range 0x80-0x9F; 0xA0-0xFF are Latin-1 as is. */
const WIN_ANSI_HIGH: Record<string, number> = {
  '€': 0o200,
  '‚': 0o202,
  '„': 0o204,
  '…': 0o205,
  '•': 0o225,
  '‘': 0o221,
  '’': 0o222,
  '“': 0o223,
  '”': 0o224,
  '–': 0o226,
  '—': 0o227,
  '™': 0o231,
};
/** Characters WinAnsi lacks, in the nearest words it has. */
const SUBSTITUTES: Record<string, string> = { '−': '-', '→': '->', '←': '<-', '≥': '>=', '≤': '<=' };

/** A string as WinAnsi character codes (0-255); what the encoding cannot show becomes '?'. */
export function toWinAnsi(value: string): number[] {
  const codes: number[] = [];
  for (const char of value.normalize('NFC')) {
    const substitute = SUBSTITUTES[char];
    if (substitute) {
      codes.push(...toWinAnsi(substitute));
      continue;
    }
    const code = char.codePointAt(0) ?? 63;
    if (code >= 32 && code < 127) codes.push(code);
    else if (WIN_ANSI_HIGH[char] !== undefined) codes.push(WIN_ANSI_HIGH[char]);
    else if (code >= 0xa0 && code <= 0xff) codes.push(code);
    else codes.push(63);
  }
  return codes;
}

/** A PDF literal string: ( ) \ escaped, everything outside printable ASCII as a three-digit octal escape. */
export function pdfString(value: string): string {
  let out = '(';
  for (const code of toWinAnsi(value)) {
    if (code === 0x28 || code === 0x29 || code === 0x5c) out += `\\${String.fromCharCode(code)}`;
    else if (code < 32 || code > 126) out += `\\${code.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(code);
  }
  return out + ')';
}

// Helvetica advance widths (per 1000 units of font size) for ASCII 32-126, from the standard AFM.
// prettier-ignore
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667,
  556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556,
  556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722,
  500, 500, 500, 334, 260, 334, 584,
];

/** Width of a text in points; the bold face runs about 6% wider, near enough for wrapping and right-aligning. */
export function textWidth(value: string, size: number, bold = false): number {
  let units = 0;
  for (const code of toWinAnsi(value)) units += HELVETICA[code - 32] ?? 556;
  return (units * size * (bold ? 1.06 : 1)) / 1000;
}

/** Breaks a text into lines no wider than `width`, at spaces (a word longer than a line is cut). */
export function wrapText(value: string, width: number, size: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (textWidth(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && textWidth(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

export type PdfColor = readonly [number, number, number];
export interface PdfText {
  text: string;
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  color?: PdfColor;
}
export interface PdfRule {
  x1: number;
  x2: number;
  y: number;
  color?: PdfColor;
}
export interface PdfPage {
  texts: PdfText[];
  rules: PdfRule[];
  title: string;
}

const rgb = (color: PdfColor, op: 'rg' | 'RG') => `${color.map((c) => Number(c.toFixed(3))).join(' ')} ${op}`;
const BLACK: PdfColor = [0.1, 0.1, 0.12];

function contentStream(page: PdfPage): string {
  const ops: string[] = [];
  for (const rule of page.rules) {
    ops.push(
      `${rgb(rule.color ?? [0.85, 0.86, 0.88], 'RG')} 0.75 w ${rule.x1} ${rule.y} m ${rule.x2} ${rule.y} l S`,
    );
  }
  for (const item of page.texts) {
    ops.push(
      `BT ${rgb(item.color ?? BLACK, 'rg')} /${item.bold ? 'F2' : 'F1'} ${item.size} Tf ` +
        `${Number(item.x.toFixed(2))} ${Number(item.y.toFixed(2))} Td ${pdfString(item.text)} Tj ET`,
    );
  }
  return ops.join('\n');
}

/** "D:20261122143000Z": the PDF date form, in UTC. */
export function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}

/** The whole file as bytes. Objects: catalog, pages, page, two fonts, contents, info. */
export function buildPdf(page: PdfPage, created: Date): Uint8Array {
  const content = contentStream(page);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(page.title)} /Producer (Margin) /CreationDate (${pdfDate(created)}) >>`,
  ];
  // The binary comment on line 2 tells transfer tools the file is binary; its bytes are all above 127.
  let file = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(file.length);
    file += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = file.length;
  // Each xref entry is exactly 20 bytes: 10-digit offset, 5-digit generation, type, space and LF.
  file += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) file += `${String(offset).padStart(10, '0')} 00000 n \n`;
  file += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  file += `startxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(file, (char) => char.charCodeAt(0));
}

const TEAL: PdfColor = [0.06, 0.545, 0.49];
const GREY: PdfColor = [0.42, 0.44, 0.47];
const RED: PdfColor = [0.79, 0.16, 0.16];

/** Sections set as label / value rows in two columns at the top; the rest run full width as wrapped text. */
const COLUMNS: readonly (readonly ReportSection['id'][])[] = [['revenue'], ['summary', 'costs']];

/**
 * The calculation laid out on one A4 page: the headline, the breakdowns side by side, then the insights
 * and formulas as wrapped text. Even with every optional charge on, it fits; anything that would not is cut.
 */
export function reportPdfPage(report: CalculationReport, generatedOn: string): PdfPage {
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const gutter = 28;
  const columnWidth = (right - left - gutter) / 2;
  const bottom = PAGE.margin + 14;
  const texts: PdfText[] = [];
  const rules: PdfRule[] = [];
  const fits = (y: number) => y >= bottom;

  let y = PAGE.height - PAGE.margin;
  texts.push({ text: 'Margin', x: left, y: y - 12, size: 12, bold: true, color: TEAL });
  const stamp = `${report.place} · ${generatedOn}`;
  texts.push({ text: stamp, x: right - textWidth(stamp, 9), y: y - 12, size: 9, color: GREY });
  y -= 44;
  texts.push({ text: report.title, x: left, y, size: 22, bold: true });
  y -= 28;
  const headline = valueText(report.headline.value, report.currency);
  const negative = report.headline.value.kind === 'money' && report.headline.value.amount < 0;
  texts.push({ text: report.headline.label, x: left, y, size: 10, color: GREY });
  y -= 26;
  texts.push({ text: headline, x: left, y, size: 26, bold: true, color: negative ? RED : TEAL });
  texts.push({
    text: `Profit margin ${valueText(report.headline.margin, report.currency)}`,
    x: left + textWidth(headline, 26, true) + 14,
    y,
    size: 11,
    color: GREY,
  });
  y -= 12;

  const heading = (title: string, x: number, width: number, top: number) => {
    const baseline = top - 22;
    texts.push({ text: title, x, y: baseline, size: 11, bold: true, color: TEAL });
    rules.push({ x1: x, x2: x + width, y: baseline - 5 });
    return baseline - 18;
  };

  /** Label left, value right-aligned, 14 points a row; answers where the next thing starts. */
  const rows = (section: ReportSection, x: number, width: number, top: number) => {
    let at = heading(section.title, x, width, top);
    for (const line of section.lines) {
      if (!fits(at)) break;
      const value = displayText(line, report.currency);
      const bold = line.role === 'total';
      texts.push({ text: line.label, x, y: at, size: 9.5, bold });
      texts.push({ text: value, x: x + width - textWidth(value, 9.5, bold), y: at, size: 9.5, bold });
      at -= 14;
    }
    return at + 4;
  };

  /** A bold label, then its text wrapped across the page in small grey type. */
  const paragraphs = (section: ReportSection, top: number) => {
    let at = heading(section.title, left, right - left, top);
    for (const line of section.lines) {
      const wrapped = wrapText(valueText(line.value, report.currency), right - left, 8);
      if (!fits(at - 11 - wrapped.length * 9.5)) break;
      texts.push({ text: line.label, x: left, y: at, size: 9, bold: true });
      at -= 11;
      for (const part of wrapped) {
        texts.push({ text: part, x: left, y: at, size: 8, color: GREY });
        at -= 9.5;
      }
      at -= 3;
    }
    return at + 4;
  };

  const byId = new Map(report.sections.map((section) => [section.id, section]));
  const columnEnds = COLUMNS.map((ids, index) => {
    const x = left + index * (columnWidth + gutter);
    let at = y;
    for (const id of ids) {
      const section = byId.get(id);
      if (section) at = rows(section, x, columnWidth, at);
    }
    return at;
  });
  y = Math.min(...columnEnds);
  const placed = new Set(COLUMNS.flat());
  for (const section of report.sections) {
    if (!placed.has(section.id) && fits(y - 60)) y = paragraphs(section, y);
  }

  if (fits(y - 20 - report.sources.length * 9)) {
    y -= 18;
    texts.push({ text: 'Sources', x: left, y, size: 8.5, bold: true, color: GREY });
    for (const source of report.sources) {
      y -= 9;
      texts.push({ text: `${source.label}: ${source.url}`, x: left, y, size: 7.5, color: GREY });
    }
  }
  texts.push({
    text: 'Estimates from the published fee schedule. Calculated on your device with Margin.',
    x: left,
    y: PAGE.margin - 14,
    size: 7.5,
    color: GREY,
  });
  return { texts, rules, title: `${report.title} - Margin` };
}

export function reportPdf(report: CalculationReport, generatedOn: string, created: Date): Uint8Array {
  return buildPdf(reportPdfPage(report, generatedOn), created);
}
