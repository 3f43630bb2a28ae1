import fontkit from '@cantoo/fontkit';
import { PDFDocument, rgb, type PDFFont } from '@cantoo/pdf-lib';
import { BRAND } from './brand';
import { codePointsOf, type LoadedFont, type LoadedSlice } from './pdf-fonts';
import type { Measure, PdfColor, PdfPage } from './pdf';
import { visualRuns } from './pdf-text';

/** What the page looks like is pdf.ts's; this sets it in the loaded fonts and writes the file. */

/** A4 in points, and the margin pdf.ts keeps around the page's text. */
export const PAGE = { width: 595, height: 842, margin: 48 } as const;
const BLACK: PdfColor = [0.1, 0.1, 0.12];
const RULE: PdfColor = [0.85, 0.86, 0.88];

/** Control characters (a tab or line break in a note) print as a space. */
const printable = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]/gu, ' ');

/** Sets text in the loaded fonts: which font prints each character, in which order the pieces go, how wide. */
export class Typesetter {
  constructor(private readonly slices: readonly LoadedSlice[]) {}

  private fontFor = (cluster: string, preferred: number | null): number => {
    const points = codePointsOf(cluster);
    const prints = (index: number) => points.every((p) => this.slices[index]!.regular.has(p));
    if (preferred !== null && prints(preferred)) return preferred;
    for (let index = 0; index < this.slices.length; index++) if (prints(index)) return index;
    return 0; // No font has it: the Latin font's empty box shows something is missing, never a wrong letter.
  };

  face(index: number, bold = false): LoadedFont {
    const slice = this.slices[index]!;
    return bold ? slice.bold : slice.regular;
  }

  private readonly runCache = new Map<string, { text: string; face: LoadedFont }[]>();

  /** The pieces of a text, left to right, each with the face that prints it. */
  runs(text: string, bold = false): { text: string; face: LoadedFont }[] {
    const key = `${bold ? 'b' : 'r'}${text}`;
    let runs = this.runCache.get(key);
    if (!runs) {
      runs = visualRuns(printable(text), this.fontFor).map((run) => ({
        text: run.text,
        face: this.face(run.font, bold),
      }));
      this.runCache.set(key, runs);
    }
    return runs;
  }

  measure: Measure = (text, size, bold = false) =>
    this.runs(text, bold).reduce((width, run) => width + run.face.widthOf(run.text, size), 0);
}

/** Six capital letters before a subset font's name, as the PDF format asks ("MARGAB+NotoSans-Regular"). */
function subsetTag(index: number): string {
  const letter = (n: number) => String.fromCharCode(65 + (n % 26));
  return `MARG${letter(Math.floor(index / 26))}${letter(index)}`;
}

/** The page as a PDF: only the faces it uses are embedded, each as a subset of its glyphs. */
export async function renderPdf(
  page: PdfPage,
  typesetter: Typesetter,
  created: Date,
  language = 'en-US',
): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  doc.setTitle(page.title);
  doc.setProducer(BRAND);
  doc.setCreator(BRAND);
  doc.setLanguage(language);
  doc.setCreationDate(created);
  doc.setModificationDate(created);

  const placed = page.texts.map((item) => ({ item, runs: typesetter.runs(item.text, item.bold) }));
  const embedded = new Map<LoadedFont, PDFFont>();
  for (const { runs } of placed) {
    for (const { face } of runs) {
      if (embedded.has(face)) continue;
      const font = await doc.embedFont(face.bytes, {
        subset: true,
        customName: `${subsetTag(embedded.size)}+${face.postscriptName}`,
      });
      embedded.set(face, font);
    }
  }

  const pdfPage = doc.addPage([PAGE.width, PAGE.height]);
  for (const rule of page.rules) {
    pdfPage.drawLine({
      start: { x: rule.x1, y: rule.y },
      end: { x: rule.x2, y: rule.y },
      thickness: 0.75,
      color: rgb(...(rule.color ?? RULE)),
    });
  }
  for (const { item, runs } of placed) {
    let x = item.x;
    for (const run of runs) {
      pdfPage.drawText(run.text, {
        x,
        y: item.y,
        size: item.size,
        font: embedded.get(run.face)!,
        color: rgb(...(item.color ?? BLACK)),
      });
      x += run.face.widthOf(run.text, item.size);
    }
  }
  return doc.save();
}
