/** Money for display: the currency's own symbol and decimals (Intl knows JPY has none). */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
}

/** A fraction as a percentage without trailing zeros: 0.03 -> "3%", 0.065 -> "6.5%". */
export function formatRate(fraction: number): string {
  return `${Number((fraction * 100).toFixed(2))}%`;
}

/** An ISO date (YYYY-MM-DD) as "Oct 4, 2025", read as a calendar date, not shifted by the time zone. */
export function formatIsoDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** A count of items with the thousands grouped as the app's money is ("1,000"). */
export function formatCount(count: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(count);
}
