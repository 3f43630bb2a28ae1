import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import {
  countryName,
  formatCount,
  formatIsoDate,
  formatPercent,
  isEnglish,
  MAX_QUANTITY,
  OFFSITE_ADS,
  type TCountryInfo,
} from '@margin/core';
import { localized } from '../../i18n/localized';
import { i18n, useLocale } from '../../i18n/runtime';
import { chargeCheckedOn, chargeDefault } from './charge-defaults';
import { CHARGE_FIELDS, FIELD_LABELS, type ChargeField, type ChargeSetting } from './form';
import type { MoneyFieldsProps } from './CostFields';
import { GroupedNumberField } from './GroupedNumberField';
import { NumberField } from './NumberField';

const CHARGE_HELP: Record<ChargeField, string> = localized({
  regulatory_fee_rate: msg`Charged in some countries, a share of the order amount`,
  vat_on_fees_rate: msg`VAT on the marketplace’s own fees, if you are not VAT-registered`,
  currency_conversion_rate: msg`When you list in a currency other than your payout currency`,
  international_processing_rate: msg`The processing rate a buyer abroad pays, where it is higher`,
});

/** Where a charge's rate comes from: the seller's country and the date it was checked, or the fee table. */
function chargeRateNote(
  country: (TCountryInfo & { code: string }) | undefined,
  fallback: number | null,
  checkedOn: string | null,
  locale: string,
): string | undefined {
  if (fallback === null) return undefined;
  const rate = formatPercent(fallback, locale);
  if (!country) return i18n._(msg`Fee table default: ${rate}`);
  const name = countryName(country.code, country.name, locale);
  if (!checkedOn) return i18n._(msg`Fee table default for ${name}: ${rate}`);
  // English has always shown the table's ISO date here; the other languages write the date their way.
  const date = isEnglish(locale) ? checkedOn : formatIsoDate(checkedOn, locale);
  return i18n._(msg`Applies to sellers in ${name}: ${rate}, rate of ${date}`);
}

export interface AdvancedOptionsProps extends MoneyFieldsProps {
  /** The seller's country's row, with its code (which names the country in the seller's language). */
  country: (TCountryInfo & { code: string }) | undefined;
}

/** Order details beyond price and costs, and the optional charges of docs/fee-model.md. */
export function AdvancedOptions({ form, onChange, currency, errors, country }: AdvancedOptionsProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const threshold = `${formatCount(OFFSITE_ADS.reducedRateFromAnnualUsdMinor / 100, locale)} USD`;
  const setCharge = (field: ChargeField, setting: ChargeSetting) =>
    onChange({ charges: { ...form.charges, [field]: setting } });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <GroupedNumberField
          kind="count"
          label={FIELD_LABELS.quantity}
          description={t`Items in the order`}
          placeholder="1"
          min={1}
          max={MAX_QUANTITY}
          value={form.quantity}
          onChange={(quantity) => onChange({ quantity })}
          error={errors.quantity}
        />
        <NumberField
          kind="percent"
          label={FIELD_LABELS.discount_rate}
          description={t`Percent off the items, not shipping`}
          max={100}
          step={0.1}
          value={form.discount_rate}
          onChange={(discount_rate) => onChange({ discount_rate })}
          error={errors.discount_rate}
        />
        <NumberField
          kind="percent"
          label={FIELD_LABELS.vat_rate}
          description={t`VAT or sales tax on the order`}
          max={50}
          step={0.1}
          value={form.vat_rate}
          onChange={(vat_rate) => onChange({ vat_rate })}
          error={errors.vat_rate}
        />
        <Switch
          mt={{ base: 0, xs: 28 }}
          label={t`VAT included`}
          description={
            form.vat_included ? t`Your price already contains the VAT` : t`VAT is added at checkout`
          }
          checked={form.vat_included}
          onChange={(event) => onChange({ vat_included: event.currentTarget.checked })}
        />
        <NumberField
          kind="money"
          currency={currency}
          label={FIELD_LABELS.gift_wrap_cost}
          description={t`Per order: charged to the buyer and spent by you`}
          value={form.gift_wrap_cost}
          onChange={(gift_wrap_cost) => onChange({ gift_wrap_cost })}
          error={errors.gift_wrap_cost}
        />
        <NumberField
          kind="money"
          currency={currency}
          label={FIELD_LABELS.marketing_ads_cost}
          description={t`Your ad spend for this order`}
          value={form.marketing_ads_cost}
          onChange={(marketing_ads_cost) => onChange({ marketing_ads_cost })}
          error={errors.marketing_ads_cost}
        />
        <GroupedNumberField
          kind="money"
          currency={currency}
          label={FIELD_LABELS.annual_revenue}
          description={t`Sales over the last 365 days: under ${threshold} the offsite ads fee is 15%, from it 12%`}
          step={100}
          value={form.annual_revenue}
          onChange={(annual_revenue) => onChange({ annual_revenue })}
          error={errors.annual_revenue}
        />
        <Stack gap="sm" mt={{ base: 0, xs: 28 }}>
          <Switch
            label={t`Free shipping`}
            description={t`The buyer pays no shipping; you still pay the carrier`}
            checked={form.free_shipping}
            onChange={(event) => onChange({ free_shipping: event.currentTarget.checked })}
          />
          <Switch
            label={t`Offsite ads`}
            description={t`This sale came through an offsite ad (fee capped per order)`}
            checked={form.has_offsite_ads}
            onChange={(event) => onChange({ has_offsite_ads: event.currentTarget.checked })}
          />
        </Stack>
      </SimpleGrid>

      <Divider label={t`Optional charges`} labelPosition="left" />
      <Text size="sm" c="dimmed" mt={-8}>
        <Trans>
          Those that apply where you are based are on, at your country’s dated rate; switch off any you do not
          pay. Each shows as its own line in the results.
        </Trans>
      </Text>
      <Stack gap="md">
        {CHARGE_FIELDS.map((field) => {
          const charge = form.charges[field];
          const fallback = chargeDefault(field, country);
          const checkedOn = chargeCheckedOn(field, country);
          const chargeName = FIELD_LABELS[field];
          return (
            <Stack key={field} gap={6}>
              <Switch
                label={FIELD_LABELS[field]}
                description={CHARGE_HELP[field]}
                checked={charge.on}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  // Turned on, an empty rate starts at the country's figure from the fee table.
                  const rate = on && charge.rate === '' && fallback ? String(fallback) : charge.rate;
                  setCharge(field, { on, rate });
                }}
              />
              {charge.on && (
                <NumberField
                  kind="percent"
                  label={t`${chargeName} rate`}
                  description={chargeRateNote(country, fallback, checkedOn, locale)}
                  max={100}
                  step={0.1}
                  value={charge.rate}
                  onChange={(rate) => setCharge(field, { on: true, rate })}
                  error={errors[field]}
                />
              )}
            </Stack>
          );
        })}
      </Stack>
    </Stack>
  );
}
