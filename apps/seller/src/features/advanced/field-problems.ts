import { t } from '@lingui/core/macro';
import {
  EARLIEST_SALE_DATE,
  formatCount,
  formatIsoDate,
  SAFE_TEXT_MESSAGE,
  SINGLE_LINE_MESSAGE,
} from '@margin/core';

/**
 * Core's schemas (the server's own checks) say what is wrong in English after the field's name: "is required",
 * "must be at most 200 characters". The sales form and the products table put that in the seller's language,
 * the field's name first; a rule this does not know yet reads as "… is not valid" rather than in English.
 */
const limit = (digits: string, locale: string) => formatCount(Number(digits.replace(/,/g, '')), locale);

export function fieldProblem(label: string, message: string, locale: string): string {
  return knownFieldProblem(label, message, locale) ?? t`${label} is not valid`;
}

/** The rule's words after the field's name in the seller's language; null for a rule this does not know. */
export function knownFieldProblem(label: string, message: string, locale: string): string | null {
  const number = /(\d[\d,]*)/.exec(message)?.[1] ?? '';
  switch (message.replace(/\d[\d,]*/, '#')) {
    case 'is required':
      return t`${label} is required`;
    case 'must be a number':
      return t`${label} must be a number`;
    case 'must be a whole number':
      return t`${label} must be a whole number`;
    case 'cannot be negative':
      return t`${label} cannot be negative`;
    case 'must be at least #': {
      const least = limit(number, locale);
      return t`${label} must be at least ${least}`;
    }
    case 'must be at most #': {
      const most = limit(number, locale);
      return t`${label} must be at most ${most}`;
    }
    case 'must be at most # characters': {
      const characters = limit(number, locale);
      return t`${label} must be at most ${characters} characters`;
    }
    case 'must have at most # decimal places': {
      const places = limit(number, locale);
      return t`${label} must have at most ${places} decimal places`;
    }
    case 'must be a date written as YYYY-MM-DD':
      return t`${label} must be a date written as YYYY-MM-DD`;
    case 'cannot be before # January 2000': {
      const day = formatIsoDate(EARLIEST_SALE_DATE, locale);
      return t`${label} cannot be before ${day}`;
    }
    case 'cannot be in the future':
      return t`${label} cannot be in the future`;
    case SAFE_TEXT_MESSAGE:
      return t`${label} must be plain text without control characters`;
    case SINGLE_LINE_MESSAGE:
      return t`${label} must be on one line, without tabs or line breaks`;
    default:
      return null;
  }
}
