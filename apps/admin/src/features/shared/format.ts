import { formatCount, formatMajor } from '@margin/core';

/** Operators in different places read the same moment the same way: in UTC, and say so. */
const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: 'UTC',
});
const dateOnly = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Nov 25, 2026, 14:10 UTC"; a dash when there is none. */
export function formatDateTime(iso: string | null): string {
  return iso ? `${dateTime.format(new Date(iso))} UTC` : '—';
}

/** "Nov 25, 2026" (UTC calendar day); a dash when there is none. */
export function formatDay(iso: string | null): string {
  return iso ? dateOnly.format(new Date(iso)) : '—';
}

/** The API's amounts are major units: 2.99 -> "$2.99". */
export function formatUsd(amount: number): string {
  return formatMajor(amount, 'USD');
}

export function formatAmount(amount: number, currency: string): string {
  return formatMajor(amount, currency.toUpperCase());
}

/** "1 paid payment", "3 paid payments". */
export function countOf(count: number, noun: string): string {
  return `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`;
}
