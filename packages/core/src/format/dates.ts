import { isEnglish } from './locale-numbers';

/**
 * Dates as sellers read them, in US English (another language, when a `locale` is given, through Intl). The month names are written out here, like the money formatting
 * beside them, so the browser, the server and the e-mails print the same text; Intl is used only to find the
 * calendar day of a moment in a time zone, which cannot be done by hand.
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

interface CalendarDay {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
}

const localeDates = new Map<string, Intl.DateTimeFormat>();

/** A calendar day in another language through Intl: '31. Januar 2026', '4 oct. 2025'. */
function localeDate(day: CalendarDay, locale: string, month: 'short' | 'long'): string {
  const key = `${locale}|${month}`;
  let format = localeDates.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' });
    localeDates.set(key, format);
  }
  return format.format(new Date(Date.UTC(day.year, day.month - 1, day.day)));
}

const monthName = (month: number): string => MONTHS[month - 1] ?? '';
const shortMonthName = (month: number): string => monthName(month).slice(0, 3);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2025-10-04" as a calendar date; null when it is not one (also "2025-02-30"). */
function parseIsoDate(iso: string): CalendarDay | null {
  const match = ISO_DATE.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

// Building a DateTimeFormat is slow; one per time zone is kept (undefined: the runtime's own zone).
const dayFormats = new Map<string | undefined, Intl.DateTimeFormat>();

function calendarDayOf(moment: Date, timeZone: string | undefined): CalendarDay {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      timeZone,
    });
    dayFormats.set(timeZone, format);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(format.formatToParts(moment).find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/**
 * An ISO calendar date (YYYY-MM-DD) as "Oct 4, 2025": a date, not a moment, so no time zone shifts it.
 * Throws a RangeError for text that is not a calendar date (the dates it is given come from our own tables).
 */
export function formatIsoDate(iso: string, locale?: string): string {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`Not an ISO calendar date: ${iso}`);
  if (!isEnglish(locale)) return localeDate(date, locale!, 'short');
  return `${shortMonthName(date.month)} ${date.day}, ${date.year}`;
}

/**
 * A moment as a long date, "October 4, 2026" (core spec §2.8), on the calendar of `timeZone` (an IANA name such
 * as 'UTC' or 'Europe/Berlin'; without one, the runtime's own zone: the seller's, in the browser).
 * A Date gives text (an invalid Date throws a RangeError); an ISO text as the API sends it gives null when it
 * is missing or unreadable, so a screen can fall back.
 */
export function formatLongDate(moment: Date, timeZone?: string, locale?: string): string;
export function formatLongDate(
  moment: Date | string | null | undefined,
  timeZone?: string,
  locale?: string,
): string | null;
export function formatLongDate(
  moment: Date | string | null | undefined,
  timeZone?: string,
  locale?: string,
): string | null {
  if (moment === null || moment === undefined || moment === '') return null;
  const date = typeof moment === 'string' ? new Date(moment) : moment;
  if (Number.isNaN(date.getTime())) {
    if (typeof moment === 'string') return null;
    throw new RangeError('Invalid time value');
  }
  const day = calendarDayOf(date, timeZone);
  if (!isEnglish(locale)) return localeDate(day, locale!, 'long');
  return `${monthName(day.month)} ${day.day}, ${day.year}`;
}
