import {
  auditOptions,
  CSV_TOOL_COUNTRIES,
  DEFAULT_AUDIT_BASE_COST,
  DEFAULT_COUNTRY,
  EMPTY_CSV_MESSAGE,
  formatCount,
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
import type { CsvToolKind } from './csv-analysis';

/** Where the rows come from: a file read on the device, or the connected shop's live data. */
export type CsvSource = 'file' | 'shop';

/** The form of each tool (advanced spec §2): one shape, each tool showing the fields it takes. */
export interface CsvToolFormValues {
  source: CsvSource;
  /** The file's text, or what was pasted. */
  csv: string;
  /** The dropped or chosen file's name; null for pasted text. */
  fileName: string | null;
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

export const CSV_FIELD_LABELS: Record<Exclude<CsvToolField, 'csv' | 'fileName' | 'source'>, string> = {
  country: 'Country',
  offsiteAds: 'Sales through offsite ads',
  annualSales: 'Annual sales',
  costPerItem: 'Cost per item',
  targetMargin: 'Target margin',
  allowPriceCuts: 'Lower prices above target',
  postagePerOrder: 'Postage per order',
};

export const COST_LABELS: Record<CsvToolKind, string> = {
  audit: 'Average base cost per item',
  listings: 'Default cost per item',
  orders: 'Default cost per item',
};

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
    fileName: null,
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

/** What a wrong target margin says: the form takes a percent or a fraction, so the limits are in percent. */
export const TARGET_MARGIN_INPUT_ERROR = 'Target margin must be from 0 to 100% (40 or 0.40 is 40%)';

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
  | { ok: true; text: string; options: AnalysisOptions }
  | { ok: false; errors: Partial<Record<CsvToolField, string>> };

function issuesToErrors(kind: CsvToolKind, error: z.ZodError): Partial<Record<CsvToolField, string>> {
  const errors: Partial<Record<CsvToolField, string>> = {};
  for (const issue of error.issues) {
    const field = FIELD_OF[String(issue.path[0] ?? '')];
    if (!field || errors[field]) continue;
    const label =
      field === 'csv'
        ? 'The CSV data'
        : field === 'costPerItem'
          ? COST_LABELS[kind]
          : CSV_FIELD_LABELS[field as keyof typeof CSV_FIELD_LABELS];
    errors[field] = field === 'targetMargin' ? TARGET_MARGIN_INPUT_ERROR : `${label} ${issue.message}`;
  }
  return errors;
}

/**
 * Stands in for the file when the rows come from the shop: the schema still checks every setting, and the
 * shop's data, fetched when the analysis runs, takes its place.
 */
const SHOP_STAND_IN = 'shop';

/**
 * The form checked by the schema of the tool's API call (core: the limits live once), and the engine's options
 * from it. Empty data answers the spec's 'Please upload or paste CSV data'. From the shop there is no file to
 * ask for: `text` is then empty, to be replaced by the shop's data.
 */
export function checkCsvToolForm(kind: CsvToolKind, values: CsvToolFormValues): CheckedCsvTool {
  const fromShop = values.source === 'shop';
  if (!fromShop && values.csv.replace(/^\uFEFF/, '').trim() === '')
    return { ok: false, errors: { csv: EMPTY_CSV_MESSAGE } };
  const checked = checkAgainstSchema(
    kind,
    schemaInput(kind, fromShop ? { ...values, csv: SHOP_STAND_IN } : values),
  );
  return checked.ok && fromShop ? { ...checked, text: '' } : checked;
}

function checkAgainstSchema(kind: CsvToolKind, input: ReturnType<typeof schemaInput>): CheckedCsvTool {
  switch (kind) {
    case 'audit': {
      const parsed = ZPricingAuditUploadSchema.safeParse(input);
      return parsed.success
        ? { ok: true, text: parsed.data.csv_data, options: auditOptions(parsed.data) }
        : { ok: false, errors: issuesToErrors(kind, parsed.error) };
    }
    case 'listings': {
      const parsed = ZListingsImportSchema.safeParse(input);
      return parsed.success
        ? { ok: true, text: parsed.data.csv_content, options: listingsOptions(parsed.data) }
        : { ok: false, errors: issuesToErrors(kind, parsed.error) };
    }
    case 'orders': {
      const parsed = ZOrdersImportSchema.safeParse(input);
      return parsed.success
        ? { ok: true, text: parsed.data.csv_content, options: ordersOptions(parsed.data) }
        : { ok: false, errors: issuesToErrors(kind, parsed.error) };
    }
  }
}

/** "40%": the target margin a result was priced at (the form may have changed since). */
export function targetMarginText(fraction: number | null | undefined): string {
  return `${Number(((fraction ?? TARGET_MARGIN.default) * 100).toFixed(2))}%`;
}

/**
 * The summary card saying how many rows were costed at the default cost per item rather than a real one (the
 * file's cost column or a saved product), so a seller sees how much of a result is an estimate.
 */
export function defaultCostFigure(rows: number, of: number, cost: string, noun: string) {
  return {
    label: 'Default cost used',
    value: `${formatCount(rows)} of ${formatCount(of)}`,
    hint: rows > 0 ? `${noun} costed at ${cost} each, not a real cost` : 'Every one has a real cost',
    tone: rows > 0 ? ('yellow' as const) : undefined,
  };
}
