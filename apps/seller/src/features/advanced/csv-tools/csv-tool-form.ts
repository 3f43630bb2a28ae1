import { msg, t } from '@lingui/core/macro';
import {
  auditOptions,
  CSV_TOOL_COUNTRIES,
  DEFAULT_AUDIT_BASE_COST,
  DEFAULT_COUNTRY,
  formatCount,
  formatPercent,
  isEnglish,
  listingsOptions,
  ordersOptions,
  TARGET_MARGIN,
  targetMarginFromInput,
  ZListingsImportSchema,
  ZOrdersImportSchema,
  ZPricingAuditUploadSchema,
  type AnalysisOptions,
} from '@margin/core';
import type { z } from 'zod';
import { localized } from '../../../i18n/localized';
import { i18n } from '../../../i18n/runtime';
import type { CsvToolKind } from './csv-analysis';
import { FILE_REFUSALS } from './file-refusals';

/** Where the rows come from: a file read on the device, or the connected shop's live data. */
export type CsvSource = 'file' | 'shop';

/** The form of each tool (advanced spec §2): one shape, each tool showing the fields it takes. */
export interface CsvToolFormValues {
  source: CsvSource;
  /** What was pasted (read from the paste box when the tool runs, not on each keystroke). */
  csv: string;
  /** The dropped or chosen file, read as a stream when the tool runs; null for pasted text. */
  file: File | null;
  country: string;
  offsiteAds: boolean;
  annualSales: number | string;
  /** The audit's average base cost per item; the other tools' default cost per item (5 in each; empty counts as 5). */
  costPerItem: number | string;
  /** As typed: 0.4 or 40 both mean 40% (targetMarginFromInput); bulk price updater and orders analysis. */
  targetMargin: number | string;
  /** Bulk price updater: lower listings above target to the target price (off by default). */
  allowPriceCuts: boolean;
  /** Orders analysis: what a shipping label costs per order, where the file gives none (optional). */
  postagePerOrder: number | string;
}

export type CsvToolField = keyof CsvToolFormValues;

export const CSV_FIELD_LABELS: Record<Exclude<CsvToolField, 'csv' | 'file' | 'source'>, string> = localized({
  country: msg`Country`,
  offsiteAds: msg`Sales through offsite ads`,
  annualSales: msg`Annual sales`,
  costPerItem: msg`Cost per item`,
  targetMargin: msg`Target margin`,
  allowPriceCuts: msg`Lower prices above target`,
  postagePerOrder: msg`Postage per order`,
});

export const COST_LABELS: Record<CsvToolKind, string> = localized({
  audit: msg`Average base cost per item`,
  listings: msg`Default cost per item`,
  orders: msg`Default cost per item`,
});

/**
 * The form's own refusals in the language on screen; in English the spec's 'Please upload or paste CSV data'
 * (core's EMPTY_CSV_MESSAGE) word for word.
 */
const FORM_ERRORS = localized({
  empty: msg`Please upload or paste CSV data`,
  csvData: msg`The CSV data`,
  /** What a wrong target margin says: the form takes a percent or a fraction, so the limits are in percent. */
  targetMargin: msg`Target margin must be from 0 to 100% (40 or 0.40 is 40%)`,
});

/**
 * A field the schema refuses: core's reason after the field's name in English ('Annual sales cannot be
 * negative'); core writes its reasons in English only, so another language says what to type instead.
 */
function fieldError(label: string, reason: string): string {
  return isEnglish(i18n.locale)
    ? `${label} ${reason}`
    : t`${label}: enter an amount of 0 or more, with at most the currency’s decimals.`;
}

/** Which of the spec's inputs each tool has. */
export const TOOL_FIELDS: Record<
  CsvToolKind,
  { offsiteAds: boolean; targetMargin: boolean; priceCuts: boolean; postage: boolean }
> = {
  audit: { offsiteAds: true, targetMargin: false, priceCuts: false, postage: false },
  listings: { offsiteAds: true, targetMargin: true, priceCuts: true, postage: false },
  orders: { offsiteAds: false, targetMargin: true, priceCuts: false, postage: true },
};

/** The spec's default country (US) unless the seller's calculator country is one of the tools' six. */
export function toolCountry(sellerCountry: string): string {
  return (CSV_TOOL_COUNTRIES as readonly string[]).includes(sellerCountry) ? sellerCountry : DEFAULT_COUNTRY;
}

export function initialCsvToolValues(kind: CsvToolKind, country: string): CsvToolFormValues {
  return {
    source: 'file',
    csv: '',
    file: null,
    country: toolCountry(country),
    offsiteAds: false,
    annualSales: '',
    costPerItem: DEFAULT_AUDIT_BASE_COST,
    targetMargin: TARGET_MARGIN.default,
    allowPriceCuts: false,
    postagePerOrder: '',
  };
}

/** An emptied number field is left out (the schema's default applies); anything else is checked as typed. */
function numberOrUndefined(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? undefined : Number(value.replace(/,/g, ''));
}

/** The typed target margin as the API's fraction (40 and 0.4 are both 40%); undefined when left empty. */
export function typedTargetMargin(value: number | string): number | undefined {
  const typed = numberOrUndefined(value);
  return typed === undefined || !Number.isFinite(typed) ? typed : targetMarginFromInput(typed);
}

/** The form's values under the API's field names, so the API's own schema checks them. */
function schemaInput(kind: CsvToolKind, values: CsvToolFormValues) {
  const common = {
    country_code: values.country,
    annual_sales: numberOrUndefined(values.annualSales),
  };
  switch (kind) {
    case 'audit':
      return {
        ...common,
        csv_data: values.csv,
        offsite_ads_enabled: values.offsiteAds,
        base_costs_per_item: numberOrUndefined(values.costPerItem),
      };
    case 'listings':
      return {
        ...common,
        csv_content: values.csv,
        offsite_ads_enabled: values.offsiteAds,
        target_margin: typedTargetMargin(values.targetMargin),
        default_cost_per_item: numberOrUndefined(values.costPerItem),
        allow_price_cuts: values.allowPriceCuts,
      };
    case 'orders':
      return {
        ...common,
        csv_content: values.csv,
        target_margin: typedTargetMargin(values.targetMargin),
        default_cost_per_item: numberOrUndefined(values.costPerItem),
        postage_cost_per_order: numberOrUndefined(values.postagePerOrder),
      };
  }
}

const FIELD_OF: Record<string, CsvToolField> = {
  csv_data: 'csv',
  csv_content: 'csv',
  country_code: 'country',
  offsite_ads_enabled: 'offsiteAds',
  annual_sales: 'annualSales',
  base_costs_per_item: 'costPerItem',
  default_cost_per_item: 'costPerItem',
  target_margin: 'targetMargin',
  allow_price_cuts: 'allowPriceCuts',
  postage_cost_per_order: 'postagePerOrder',
};

export type CheckedCsvTool =
  /** `file`: the file or the pasted text, to be read as a stream; null when the rows come from the shop. */
  | { ok: true; file: Blob | null; options: AnalysisOptions }
  | { ok: false; errors: Partial<Record<CsvToolField, string>> };

function issuesToErrors(kind: CsvToolKind, error: z.ZodError): Partial<Record<CsvToolField, string>> {
  const errors: Partial<Record<CsvToolField, string>> = {};
  for (const issue of error.issues) {
    const field = FIELD_OF[String(issue.path[0] ?? '')];
    if (!field || errors[field]) continue;
    const label =
      field === 'csv'
        ? FORM_ERRORS.csvData
        : field === 'costPerItem'
          ? COST_LABELS[kind]
          : CSV_FIELD_LABELS[field as keyof typeof CSV_FIELD_LABELS];
    errors[field] = field === 'targetMargin' ? FORM_ERRORS.targetMargin : fieldError(label, issue.message);
  }
  return errors;
}

/**
 * Stands in for the file in the schema's check: the file is read on the device as a stream, so the API's limit
 * on the text it is sent does not apply; the device's own limit is checked here, on the file's size.
 */
const FILE_STAND_IN = 'file';

/** The largest file the tools read on the device: a phone's whole year of a busy shop's orders. */
export const MAX_DEVICE_FILE_BYTES = 100 * 1024 * 1024;

/** Whether there is any CSV data at all: a file, or pasted text that is more than a byte-order mark and blanks. */
function fileOrPaste(values: CsvToolFormValues): Blob | null {
  if (values.file) return values.file;
  if (values.csv.replace(/^\uFEFF/, '').trim() === '') return null;
  return new Blob([values.csv], { type: 'text/csv' });
}

/**
 * The form checked by the schema of the tool's API call (core: the limits live once), and the engine's options
 * from it. Empty data answers the spec's 'Please upload or paste CSV data'; a file over 100 MB says so. From the
 * shop there is no file to ask for: `file` is then null, to be replaced by the shop's data.
 */
export function checkCsvToolForm(kind: CsvToolKind, values: CsvToolFormValues): CheckedCsvTool {
  const fromShop = values.source === 'shop';
  const file = fromShop ? null : fileOrPaste(values);
  if (!fromShop && !file) return { ok: false, errors: { csv: FORM_ERRORS.empty } };
  if (file && file.size > MAX_DEVICE_FILE_BYTES)
    return { ok: false, errors: { csv: FILE_REFUSALS.tooLarge } };
  const checked = checkAgainstSchema(kind, schemaInput(kind, { ...values, csv: FILE_STAND_IN }));
  return checked.ok ? { ok: true, file, options: checked.options } : checked;
}

type SchemaChecked =
  { ok: true; options: AnalysisOptions } | { ok: false; errors: Partial<Record<CsvToolField, string>> };

function checkAgainstSchema(kind: CsvToolKind, input: ReturnType<typeof schemaInput>): SchemaChecked {
  switch (kind) {
    case 'audit': {
      const parsed = ZPricingAuditUploadSchema.safeParse(input);
      return parsed.success
        ? { ok: true, options: auditOptions(parsed.data) }
        : { ok: false, errors: issuesToErrors(kind, parsed.error) };
    }
    case 'listings': {
      const parsed = ZListingsImportSchema.safeParse(input);
      return parsed.success
        ? { ok: true, options: listingsOptions(parsed.data) }
        : { ok: false, errors: issuesToErrors(kind, parsed.error) };
    }
    case 'orders': {
      const parsed = ZOrdersImportSchema.safeParse(input);
      return parsed.success
        ? { ok: true, options: ordersOptions(parsed.data) }
        : { ok: false, errors: issuesToErrors(kind, parsed.error) };
    }
  }
}

/** "40%" ('40 %' in German): the target margin a result was priced at (the form may have changed since). */
export function targetMarginText(fraction: number | null | undefined, locale?: string): string {
  return formatPercent(Number(((fraction ?? TARGET_MARGIN.default) * 100).toFixed(2)), locale);
}

/**
 * The summary card saying how many rows were costed at the default cost per item rather than a real one (the
 * file's cost column or a saved product), so a seller sees how much of a result is an estimate.
 */
export function defaultCostFigure(
  rows: number,
  of: number,
  cost: string,
  what: 'listings' | 'items',
  locale: string,
) {
  const count = formatCount(rows, locale);
  const total = formatCount(of, locale);
  const costed =
    what === 'listings'
      ? t`Listings costed at ${cost} each, not a real cost`
      : t`Item lines costed at ${cost} each, not a real cost`;
  return {
    label: t`Default cost used`,
    value: t`${count} of ${total}`,
    hint: rows > 0 ? costed : t`Every one has a real cost`,
    tone: rows > 0 ? ('yellow' as const) : undefined,
  };
}
