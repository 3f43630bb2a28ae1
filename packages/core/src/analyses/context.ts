/**
 * What every CSV tool needs before it reads a row: the seller's fee schedule and currency, the settings in minor
 * units, and one way to turn a cell into a value or an error line that names the row and the column.
 */
import { findCountry } from '../countries/countries';
import type { CsvRecord } from '../csv/table';
import { parseMoney, parseQuantity, type MoneyCell, type Parsed } from '../csv/values';
import { mulDivHalfUp, PPM, ratioPercent2dp, toMajor, toMinor } from '../fees/exact';
import { offsiteAdsRatePpm } from '../fees/order';
import { countryFees, type CountryFees } from '../fees/schedule';
import { costLookup, type CostLookup } from './costs';
import { TARGET_MARGIN } from './schemas';
import type { AnalysisOptions } from './types';
import { ENGLISH_CSV_WORDS, type CsvWords, type CurrencyRefusal } from './words';

export interface AnalysisContext {
  fees: CountryFees;
  /** The country's offsite ads rate for the seller's annual sales (used where a sale came through an ad). */
  offsiteAdsPpm: number;
  offsiteAds: boolean;
  annualSalesMinor: number;
  /** null: no default cost was given. */
  defaultCostMinor: number | null;
  /** Postage per order where the file gives none (0 when the seller gave none). */
  postagePerOrderMinor: number;
  targetMarginPpm: number;
  /** Bulk price updater: listings above target may be lowered to it. */
  allowPriceCuts: boolean;
  costs: CostLookup;
  major: (minor: number) => number;
  /** The sentences' words: English for the API, the seller's language in the app. */
  words: CsvWords;
}

const positive = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** The options as the engine works with them; a country the tables do not know is the caller's sentence. */
export function analysisContext(
  options: AnalysisOptions,
  words: CsvWords = ENGLISH_CSV_WORDS,
): AnalysisContext | { reason: string } {
  const country = findCountry(String(options.country ?? '').toUpperCase());
  if (!country) return { reason: words.file.unknownCountry(String(options.country)) };
  const fees = countryFees(country);
  const minor = (major: number) => toMinor(major, fees.minorDigits);
  const annualSalesMinor = minor(positive(options.annualSales));
  const target =
    typeof options.targetMargin === 'number' && Number.isFinite(options.targetMargin)
      ? Math.min(TARGET_MARGIN.max, Math.max(TARGET_MARGIN.min, options.targetMargin))
      : TARGET_MARGIN.default;
  const hasDefault =
    typeof options.defaultCostPerItem === 'number' && Number.isFinite(options.defaultCostPerItem);
  return {
    fees,
    offsiteAdsPpm: offsiteAdsRatePpm(annualSalesMinor, fees.currency),
    offsiteAds: options.offsiteAds === true,
    annualSalesMinor,
    defaultCostMinor: hasDefault ? minor(positive(options.defaultCostPerItem)) : null,
    postagePerOrderMinor: minor(positive(options.postageCostPerOrder)),
    targetMarginPpm: Math.round(target * PPM),
    allowPriceCuts: options.allowPriceCuts === true,
    costs: costLookup(options.products ?? [], fees.currency, fees.minorDigits),
    major: (value: number) => toMajor(value, fees.minorDigits),
    words,
  };
}

/** Percent to 2 decimals from exact integers (0 when there is nothing to take a share of). */
export const marginPercent = ratioPercent2dp;

/** Percent to 1 decimal, half away from zero, from exact integers: the summaries' precision. */
export function percent1dp(numerator: number, denominator: number): number {
  if (denominator === 0) return 0;
  const sign = Math.sign(numerator) * Math.sign(denominator);
  return (sign * mulDivHalfUp(Math.abs(numerator), 1_000, Math.abs(denominator))) / 10;
}

/** Collects one row's cell problems as "Row 7, column 'Price': '12.5.0' is not an amount of money." */
export class RowReader {
  readonly problems: string[] = [];

  constructor(
    private readonly record: CsvRecord,
    private readonly columnName: (field: string) => string,
    private readonly context: AnalysisContext,
  ) {}

  get row(): number {
    return this.record.row;
  }

  text(field: string): string {
    return this.record.cells[field] ?? '';
  }

  /** Notes a problem with a cell (its reason a sentence without the final stop). */
  fail(field: string, reason: string): null {
    this.problems.push(this.context.words.rows.cell(this.record.row, this.columnName(field), reason));
    return null;
  }

  /** An amount in the analysis currency (minor units); null when missing or unreadable (the latter noted). */
  money(field: string, options?: { required?: boolean }): number | null {
    // No default options object: this runs for every amount of a file, and each call would make one.
    const required = options?.required ?? false;
    const { words, fees } = this.context;
    const parsed: Parsed<MoneyCell | null> = parseMoney(this.text(field), fees.minorDigits, words.rows.value);
    if (!parsed.ok) return this.fail(field, parsed.reason);
    if (parsed.value === null) return required ? this.fail(field, words.rows.empty) : null;
    const { currency, minor } = parsed.value;
    if (currency !== null && currency !== fees.currency) {
      return this.fail(field, words.rows.amountCurrency(this.refusal(currency)));
    }
    return minor;
  }

  /** An optional amount that counts as 0 when missing (a column the format may not have: `null`). */
  amountOrZero(field: string | null): number {
    return field === null ? 0 : (this.money(field) ?? 0);
  }

  quantity(field: string, options?: { required?: boolean }): number | null {
    const required = options?.required ?? false;
    const parsed = parseQuantity(this.text(field), this.context.words.rows.value);
    if (!parsed.ok) return this.fail(field, parsed.reason);
    if (parsed.value === null) return required ? this.fail(field, this.context.words.rows.empty) : null;
    return parsed.value;
  }

  /** The file's Currency column, when it has one, must be the analysis currency. */
  currency(field: string): boolean {
    const code = this.text(field).trim().toUpperCase();
    if (code === '' || code === this.context.fees.currency) return true;
    this.fail(field, this.context.words.rows.currencyCell(this.refusal(code)));
    return false;
  }

  private refusal(found: string): CurrencyRefusal {
    const { currency, country } = this.context.fees;
    return { found, currency, countryCode: country.code, countryName: country.name };
  }
}
