/** A moment as a long US-English date, "October 4, 2026" (core spec §2.8), in the seller's own time zone. */
export function formatLongDate(iso: string | null | undefined, timeZone?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(date);
}
