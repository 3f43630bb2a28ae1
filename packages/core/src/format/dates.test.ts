import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatLongDate } from './dates';

describe('formatIsoDate', () => {
  it('prints a calendar date with the short month name', () => {
    expect(formatIsoDate('2025-10-04')).toBe('Oct 4, 2025');
    expect(formatIsoDate('2026-01-15')).toBe('Jan 15, 2026');
    expect(formatIsoDate('2024-02-29')).toBe('Feb 29, 2024');
    expect(formatIsoDate('2025-09-30')).toBe('Sep 30, 2025');
  });

  it('refuses text that is not a calendar date', () => {
    for (const bad of ['2025-02-29', '2025-13-01', '2025-10-4', 'Oct 4, 2025', ''])
      expect(() => formatIsoDate(bad)).toThrow(RangeError);
  });
});

describe('formatLongDate', () => {
  it('prints the calendar day of a moment in the given time zone', () => {
    expect(formatLongDate(new Date('2026-11-29T23:59:59Z'), 'UTC')).toBe('November 29, 2026');
    expect(formatLongDate(new Date('2026-11-30T00:30:00Z'), 'UTC')).toBe('November 30, 2026');
    // The same moment is already the next day in Berlin and still the previous one in New York.
    expect(formatLongDate(new Date('2026-11-29T23:30:00Z'), 'Europe/Berlin')).toBe('November 30, 2026');
    expect(formatLongDate(new Date('2026-11-30T03:00:00Z'), 'America/New_York')).toBe('November 29, 2026');
  });

  it('reads the ISO text the API sends, and answers null for a missing or unreadable one', () => {
    expect(formatLongDate('2026-10-04T12:00:00.000Z', 'UTC')).toBe('October 4, 2026');
    expect(formatLongDate(null)).toBeNull();
    expect(formatLongDate(undefined)).toBeNull();
    expect(formatLongDate('')).toBeNull();
    expect(formatLongDate('not a date')).toBeNull();
  });

  it('throws for an invalid Date, as Intl does', () => {
    expect(() => formatLongDate(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
  });

  it('without a time zone, uses the runtime zone as Date does', () => {
    const moment = new Date(2026, 9, 4, 0, 5); // just after midnight, local time
    expect(formatLongDate(moment)).toBe('October 4, 2026');
  });

  it("prints what en-US Intl's long date prints, for any moment and zone", () => {
    const zones = ['UTC', 'Europe/Berlin', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(...zones),
        (ms, timeZone) => {
          const moment = new Date(ms);
          const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone });
          expect(formatLongDate(moment, timeZone)).toBe(intl.format(moment));
        },
      ),
    );
  });
});
