import { Divider, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { MAX_QUANTITY, type TCountryInfo } from '@margin/core';
import {
  CHARGE_FIELDS,
  chargeCheckedOn,
  chargeDefault,
  FIELD_LABELS,
  type ChargeField,
  type ChargeSetting,
} from './form';
import type { MoneyFieldsProps } from './CostFields';
import { GroupedNumberField } from './GroupedNumberField';
import { NumberField } from './NumberField';

const CHARGE_HELP: Record<ChargeField, string> = {
  regulatory_fee_rate: 'Charged in some countries, a share of the order amount',
  vat_on_fees_rate: 'VAT on the marketplace’s own fees, if you are not VAT-registered',
  currency_conversion_rate: 'When you list in a currency other than your payout currency',
  international_processing_rate: 'The processing rate a buyer abroad pays, where it is higher',
};

export interface AdvancedOptionsProps extends MoneyFieldsProps {
  country: TCountryInfo | undefined;
}

/** Order details beyond price and costs, and the optional charges of docs/fee-model.md. */
export function AdvancedOptions({ form, onChange, currency, errors, country }: AdvancedOptionsProps) {
  const setCharge = (field: ChargeField, setting: ChargeSetting) =>
    onChange({ charges: { ...form.charges, [field]: setting } });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <GroupedNumberField
          kind="count"
          label={FIELD_LABELS.quantity}
          description="Items in the order"
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
          description="Percent off the items, not shipping"
          max={100}
          step={0.1}
          value={form.discount_rate}
          onChange={(discount_rate) => onChange({ discount_rate })}
          error={errors.discount_rate}
        />
        <NumberField
          kind="percent"
          label={FIELD_LABELS.vat_rate}
          description="VAT or sales tax on the order"
          max={50}
          step={0.1}
          value={form.vat_rate}
          onChange={(vat_rate) => onChange({ vat_rate })}
          error={errors.vat_rate}
        />
        <Switch
          mt={{ base: 0, xs: 28 }}
          label="VAT included"
          description={form.vat_included ? 'Your price already contains the VAT' : 'VAT is added at checkout'}
          checked={form.vat_included}
          onChange={(event) => onChange({ vat_included: event.currentTarget.checked })}
        />
        <NumberField
          kind="money"
          currency={currency}
          label={FIELD_LABELS.gift_wrap_cost}
          description="Per order: charged to the buyer and spent by you"
          value={form.gift_wrap_cost}
          onChange={(gift_wrap_cost) => onChange({ gift_wrap_cost })}
          error={errors.gift_wrap_cost}
        />
        <NumberField
          kind="money"
          currency={currency}
          label={FIELD_LABELS.marketing_ads_cost}
          description="Your ad spend for this order"
          value={form.marketing_ads_cost}
          onChange={(marketing_ads_cost) => onChange({ marketing_ads_cost })}
          error={errors.marketing_ads_cost}
        />
        <GroupedNumberField
          kind="money"
          currency={currency}
          label={FIELD_LABELS.annual_revenue}
          description="Sales over the last 365 days: under 10,000 USD the offsite ads fee is 15%, from it 12%"
          step={100}
          value={form.annual_revenue}
          onChange={(annual_revenue) => onChange({ annual_revenue })}
          error={errors.annual_revenue}
        />
        <Stack gap="sm" mt={{ base: 0, xs: 28 }}>
          <Switch
            label="Free shipping"
            description="The buyer pays no shipping; you still pay the carrier"
            checked={form.free_shipping}
            onChange={(event) => onChange({ free_shipping: event.currentTarget.checked })}
          />
          <Switch
            label="Offsite ads"
            description="This sale came through an offsite ad (fee capped per order)"
            checked={form.has_offsite_ads}
            onChange={(event) => onChange({ has_offsite_ads: event.currentTarget.checked })}
          />
        </Stack>
      </SimpleGrid>

      <Divider label="Optional charges" labelPosition="left" />
      <Text size="sm" c="dimmed" mt={-8}>
        Those that apply where you are based are on, at your country’s dated rate; switch off any you do not
        pay. Each shows as its own line in the results.
      </Text>
      <Stack gap="md">
        {CHARGE_FIELDS.map((field) => {
          const charge = form.charges[field];
          const fallback = chargeDefault(field, country);
          const checkedOn = chargeCheckedOn(field, country);
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
                  label={`${FIELD_LABELS[field]} rate`}
                  description={
                    checkedOn && country
                      ? `Applies to sellers in ${country.name}: ${fallback}%, rate of ${checkedOn}`
                      : fallback !== null
                        ? `Fee table default${country ? ` for ${country.name}` : ''}: ${fallback}%`
                        : undefined
                  }
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
