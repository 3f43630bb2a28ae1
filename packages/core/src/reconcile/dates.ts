import { monthByName } from './words';

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const monthOf = (word: string) => monthByName.get(word.toLowerCase().replace(/\.$/, ''));

/**
 * A statement date as the marketplace writes it in any of its languages -> 'YYYY-MM-DD', or null:
 * 'September 10, 2024', '10 Sep 2024', '31. Januar 2026', '10 de septiembre de 2024', '2024-09-10', '10/09/2024'
 * (day first, as every language but English writes it) and '09/10/2024' when the first number cannot be a day.
 */
export function parseStatementDate(raw: string): string | null {
  const text = raw.trim().replace(/\s+/g, ' ');
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  // 'September 10, 2024'
  m = /^(\p{L}+)\.? (\d{1,2}),? (\d{4})$/u.exec(text);
  if (m) {
    const month = monthOf(m[1]!);
    return month ? isoDate(Number(m[3]), month, Number(m[2])) : null;
  }
  // '10 Sep 2024', '31. Januar 2026', '10 de septiembre de 2024', '10 sept. 2024'
  m = /^(\d{1,2})\.? (?:de )?(\p{L}+)\.? (?:de )?(\d{4})$/u.exec(text);
  if (m) {
    const month = monthOf(m[2]!);
    return month ? isoDate(Number(m[3]), month, Number(m[1])) : null;
  }
  m = /^(\d{1,2})[./](\d{1,2})[./](\d{4})$/.exec(text);
  if (m) {
    const first = Number(m[1]);
    const second = Number(m[2]);
    return second > 12 ? isoDate(Number(m[3]), first, second) : isoDate(Number(m[3]), second, first);
  }
  return null;
}
