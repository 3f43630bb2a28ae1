import { Trans, useLingui } from '@lingui/react/macro';
import {
  Group,
  Input,
  SegmentedControl,
  SimpleGrid,
  Slider,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  BUNDLE_DISCOUNT,
  BUNDLE_SIZE_DEFAULT,
  BUNDLE_SIZES,
  bundlePricing,
  bundleRequest,
  calculate,
  formatMajor,
  formatPercent,
  PRESETS,
  PRICE_SUGGESTION_FEE_PERCENT,
  priceSuggestions,
  SALE_DISCOUNT,
  salePlanner,
  type PresetId,
  type TCalculationRequest,
} from '@margin/core';
import { useId, useState, type ReactNode } from 'react';
import { useLocale } from '../../i18n/runtime';
import classes from './Calculator.module.css';
import { presetDescription, presetLabel } from './preset-texts';

export interface ProSellerToolsProps {
  currency: string;
  /**
   * The price the helpers work from: the selling price typed (forward) or the last required price (reverse);
   * null until there is one.
   */
  basePrice: number | null;
  /** The form's valid request, for the bundle's profit; null while the form has problems. */
  request: TCalculationRequest | null;
  onPreset: (id: PresetId) => void;
  /** A suggested price chosen: it becomes the selling price. */
  onUsePrice: (price: number) => void;
}

function Tool({ title, text, children }: { title: string; text: ReactNode; children?: ReactNode }) {
  return (
    <Stack gap="xs">
      <div>
        <Title order={3} fz="md">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </div>
      {children}
    </Stack>
  );
}

const percentMarks = (min: number, max: number, every: number, locale: string) =>
  Array.from({ length: (max - min) / every + 1 }, (_, i) => ({
    value: min + i * every,
    label: formatPercent(min + i * every, locale),
  }));

interface PercentSliderProps {
  label: string;
  range: { min: number; max: number; step: number };
  marksEvery: number;
  value: number;
  onChange: (value: number) => void;
}

/**
 * A labelled percentage slider with marks (the sale and bundle discounts, spec §5 ranges). The value reads in
 * the label, as the target margin's does: a bubble over the thumb would cover the label while dragging.
 */
function PercentSlider({ label, range, marksEvery, value, onChange }: PercentSliderProps) {
  const locale = useLocale();
  return (
    <Input.Wrapper
      label={
        <Group justify="space-between" gap="xs" component="span" wrap="nowrap">
          <span>{label}</span>
          <Text span fw={700} c="margin.9">
            {formatPercent(value, locale)}
          </Text>
        </Group>
      }
      labelProps={{ style: { width: '100%' } }}
    >
      <Slider
        mt="xs"
        mb="lg"
        min={range.min}
        max={range.max}
        step={range.step}
        marks={percentMarks(range.min, range.max, marksEvery, locale)}
        value={value}
        onChange={onChange}
        label={null}
        thumbLabel={label}
      />
    </Input.Wrapper>
  );
}

function NeedsPrice() {
  return (
    <Text size="sm" c="dimmed" fs="italic">
      <Trans>Enter a selling price, or calculate a required price, to use this.</Trans>
    </Text>
  );
}

/** Starting points and pricing helpers (core spec §2.4), from core's pricing module. */
export function ProSellerTools({ currency, basePrice, request, onPreset, onUsePrice }: ProSellerToolsProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const money = (amount: number) => formatMajor(amount, currency, locale);
  const feePercent = formatPercent(PRICE_SUGGESTION_FEE_PERCENT, locale);
  const [saleDiscount, setSaleDiscount] = useState<number>(SALE_DISCOUNT.default);
  const [bundleSize, setBundleSize] = useState<number>(BUNDLE_SIZE_DEFAULT);
  const [bundleDiscount, setBundleDiscount] = useState<number>(BUNDLE_DISCOUNT.default);
  const bundleSizeLabel = useId();

  const suggestions = basePrice ? priceSuggestions(basePrice) : [];
  const sale = basePrice ? salePlanner(basePrice, saleDiscount) : null;
  const bundle = basePrice ? bundlePricing(basePrice, bundleSize, bundleDiscount) : null;
  const bundled =
    basePrice && request
      ? bundleRequest({ ...request, selling_price: basePrice }, bundleSize, bundleDiscount)
      : null;
  const bundleProfit = bundled ? calculate(bundled).profitAnalysis.netProfit : null;
  const basePriceText = basePrice ? money(basePrice) : '';
  const listPrice = sale ? money(sale.minimumPrice) : '';
  const buyerPays = sale ? money(sale.discountedPrice) : '';
  const saleOff = formatPercent(saleDiscount, locale);

  return (
    <Stack gap="xl">
      <Tool
        title={t`Presets`}
        text={t`Typical costs and a realistic price for four kinds of shop: pick one to fill the form, then adjust. A preset starts a fresh order: one item, no discount, VAT, gift wrap or ad spend, free shipping and offsite ads off, no optional charges. Your country, mode, target and annual revenue stay.`}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {PRESETS.map((preset) => (
            <UnstyledButton key={preset.id} className={classes.preset} onClick={() => onPreset(preset.id)}>
              <Text fw={600} size="sm">
                {presetLabel(preset)}
              </Text>
              <Text size="xs" c="dimmed" mt={2}>
                {presetDescription(preset)}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Tool>

      <Tool
        title={t`Price suggestions`}
        text={
          basePrice
            ? t`Charm prices around ${basePriceText}, with fees estimated at ${feePercent}. Pick one to see your profit at it.`
            : t`Charm prices around your price, with fees estimated at ${feePercent}.`
        }
      >
        {suggestions.length > 0 ? (
          <SimpleGrid cols={{ base: 2, xs: 3, lg: 5 }} spacing="xs">
            {suggestions.map((suggestion) => (
              <UnstyledButton
                key={suggestion.multiplier}
                className={classes.preset}
                onClick={() => onUsePrice(suggestion.price)}
              >
                {/* Named by what it shows, then what it does (WCAG 2.5.3: a voice user says the visible words). */}
                <Text fw={700}>{money(suggestion.price)}</Text>
                <Text size="xs" c="dimmed">
                  <Trans>about {money(suggestion.estimatedNet)} after fees</Trans>
                </Text>
                <VisuallyHidden component="span">
                  <Trans>: use it as the selling price</Trans>
                </VisuallyHidden>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        ) : (
          <NeedsPrice />
        )}
      </Tool>

      <Tool
        title={t`Sale planner`}
        text={t`The price to list at so that buyers still pay your price during a sale.`}
      >
        <PercentSlider
          label={t`Sale discount`}
          range={SALE_DISCOUNT}
          marksEvery={10}
          value={saleDiscount}
          onChange={setSaleDiscount}
        />
        {/* Moving the slider changes the answer: screen readers hear it once the seller pauses. */}
        <div aria-live="polite" aria-atomic="true">
          {sale ? (
            <Text size="sm" mt="xs">
              <Trans>
                List at <b>{listPrice}</b>: at {saleOff} off buyers pay {buyerPays}.
              </Trans>
            </Text>
          ) : (
            <NeedsPrice />
          )}
        </div>
      </Tool>

      <Tool
        title={t`Bundle helper`}
        text={t`Sell several items as one order at a discount: one listing, one shipment.`}
      >
        <div>
          <Text id={bundleSizeLabel} size="sm" fw={500} mb={4}>
            <Trans>Bundle size (items)</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby={bundleSizeLabel}
            fullWidth
            value={String(bundleSize)}
            onChange={(value) => setBundleSize(Number(value))}
            data={BUNDLE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          />
        </div>
        <PercentSlider
          label={t`Bundle discount`}
          range={BUNDLE_DISCOUNT}
          marksEvery={5}
          value={bundleDiscount}
          onChange={setBundleDiscount}
        />
        <div aria-live="polite" aria-atomic="true">
          {bundle ? (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
              <Figure label={t`Bundle price`} value={money(bundle.bundlePrice)} />
              <Figure label={t`Per item`} value={money(bundle.perItemPrice)} />
              <Figure label={t`Buyer saves`} value={money(bundle.savings)} />
              {bundleProfit !== null && <Figure label={t`Your profit`} value={money(bundleProfit)} strong />}
            </SimpleGrid>
          ) : (
            <NeedsPrice />
          )}
        </div>
      </Tool>
    </Stack>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 800 : 600} c={strong ? 'margin.9' : undefined}>
        {value}
      </Text>
    </div>
  );
}
