import { t } from '@lingui/core/macro';
import { isEnglish } from '@margin/core';

/** The seller's own calendar date, "2026-11-22": a file exported late in the evening carries today's date. */
function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "margin-calculation-2026-11-22.csv", its word in the language on screen ("margin-berechnung-…" in German). */
export function exportFileName(extension: string, date: Date): string {
  const stem = t({
    message: 'margin-calculation',
    comment: 'The name of an exported file, before its date: lowercase, words joined by hyphens, no accents',
  });
  return `${stem}-${localIsoDate(date)}.${extension}`;
}

/** The date as exports print it: "November 22, 2026" in English (US, like the rest of the product), "22. November 2026" in German. */
export function exportDateText(date: Date, locale?: string): string {
  return new Intl.DateTimeFormat(isEnglish(locale) ? 'en-US' : locale, { dateStyle: 'long' }).format(date);
}

export const MIME = {
  csv: 'text/csv;charset=utf-8',
  pdf: 'application/pdf',
  png: 'image/png',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Saves a file through a temporary link: works in every browser without a popup, and offline. */
export function downloadFile(data: Blob | Uint8Array | string, fileName: string, type: string): void {
  const blob = data instanceof Blob ? data : new Blob([data as BlobPart], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; a moment later it can go.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
