/** Calendar days and months as ISO text, always in UTC so the server and every browser agree. */

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written YYYY-MM-DD (2025-02-30 is not). */
export function isIsoDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The UTC calendar day of `now`, as YYYY-MM-DD. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
}

/** YYYY-MM of a day or a date. */
export function isoMonth(day: string | Date): string {
  return (typeof day === 'string' ? day : isoDay(day)).slice(0, 7);
}

/**
 * The `count` calendar months ending with the month of `now` (UTC), oldest first: ['2026-06', ..., '2026-11'].
 */
export function monthsEndingAt(now: Date, count: number): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - (count - 1 - index), 1));
    return isoMonth(date);
  });
}
