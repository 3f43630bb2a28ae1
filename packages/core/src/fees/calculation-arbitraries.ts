// fast-check arbitraries shared by the engine's property tests (test code only: nothing in the app imports this).
import fc from 'fast-check';
import { COUNTRIES } from '../countries/countries';

export const money = (maxCents: number) => fc.integer({ min: 0, max: maxCents }).map((c) => c / 100);
export const rate = (maxTenths: number) => fc.integer({ min: 0, max: maxTenths }).map((t) => t / 10);
const optionalRate = (maxTenths: number) => fc.option(rate(maxTenths), { nil: undefined });

/** The fields of any order a seller could enter, every rule of docs/FEES.md in play (raw, before the schema). */
export const orderFieldsArb = (costCents = 5_000) =>
  fc.record({
    country: fc.constantFrom(...COUNTRIES.map((c) => c.code)),
    product_cost: money(costCents),
    printing_cost: money(1_000),
    packaging_cost: money(500),
    additional_costs: money(500),
    shipping_cost: money(3_000),
    gift_wrap_cost: money(500),
    marketing_ads_cost: money(2_000),
    quantity: fc.integer({ min: 1, max: 12 }),
    discount_rate: rate(900),
    free_shipping: fc.boolean(),
    vat_rate: rate(250),
    vat_included: fc.boolean(),
    has_offsite_ads: fc.boolean(),
    annual_revenue: money(3_000_000),
    regulatory_fee_rate: optionalRate(10),
    vat_on_fees_rate: optionalRate(250),
    currency_conversion_rate: optionalRate(25),
    international_processing_rate: optionalRate(50),
  });
