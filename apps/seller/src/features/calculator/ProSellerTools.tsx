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
  PRESETS,
  PRICE_SUGGESTION_FEE_PERCENT,
  priceSuggestions,
  SALE_DISCOUNT,
  salePlanner,
  type PresetId,
  type TCalculationRequest,
} from '@margin/core';
import { useId, useState, type ReactNode } from 'react';
import classes from './Calculator.module.css';

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

const percentMarks = (min: number, max: number, every: number) =>
  Array.from({ length: (max - min) / every + 1 }, (_, i) => ({
    value: min + i * every,
    label: `${min + i * every}%`,
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
  return (
    <Input.Wrapper
      label={
        <Group justify="space-between" gap="xs" component="span" wrap="nowrap">
          <span>{label}</span>
          <Text span fw={700} c="margin.9">
            {value}%
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
        marks={percentMarks(range.min, range.max, marksEvery)}
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
      Enter a selling price, or calculate a required price, to use this.
    </Text>
  );
}

/** Starting points and pricing helpers (core spec §2.4), from core's pricing module. */
export function ProSellerTools({ currency, basePrice, request, onPreset, onUsePrice }: ProSellerToolsProps) {
  const money = (amount: number) => formatMajor(amount, currency);
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

  return (
    <Stack gap="xl">
      <Tool
        title="Presets"
        text={
          'Typical costs and a realistic price for four kinds of shop: pick one to fill the form, then adjust. ' +
          'A preset starts a fresh order: one item, no discount, VAT, gift wrap or ad spend, free shipping and ' +
          'offsite ads off, no optional charges. Your country, mode, target and annual revenue stay.'
        }
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {PRESETS.map((preset) => (
            <UnstyledButton key={preset.id} className={classes.preset} onClick={() => onPreset(preset.id)}>
              <Text fw={600} size="sm">
                {preset.label}
              </Text>
              <Text size="xs" c="dimmed" mt={2}>
                {preset.description}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Tool>

      <Tool
        title="Price suggestions"
        text={
          basePrice
            ? `Charm prices around ${money(basePrice)}, with fees estimated at ${PRICE_SUGGESTION_FEE_PERCENT}%. Pick one to see your profit at it.`
            : `Charm prices around your price, with fees estimated at ${PRICE_SUGGESTION_FEE_PERCENT}%.`
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
                  about {money(suggestion.estimatedNet)} after fees
                </Text>
                <VisuallyHidden component="span">: use it as the selling price</VisuallyHidden>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        ) : (
          <NeedsPrice />
        )}
      </Tool>

      <Tool
        title="Sale planner"
        text="The price to list at so that buyers still pay your price during a sale."
      >
        <PercentSlider
          label="Sale discount"
          range={SALE_DISCOUNT}
          marksEvery={10}
          value={saleDiscount}
          onChange={setSaleDiscount}
        />
        {/* Moving the slider changes the answer: screen readers hear it once the seller pauses. */}
        <div aria-live="polite" aria-atomic="true">
          {sale ? (
            <Text size="sm" mt="xs">
              List at <b>{money(sale.minimumPrice)}</b>: at {saleDiscount}% off buyers pay{' '}
              {money(sale.discountedPrice)}.
            </Text>
          ) : (
            <NeedsPrice />
          )}
        </div>
      </Tool>

      <Tool
        title="Bundle helper"
        text="Sell several items as one order at a discount: one listing, one shipment."
      >
        <div>
          <Text id={bundleSizeLabel} size="sm" fw={500} mb={4}>
            Bundle size (items)
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
          label="Bundle discount"
          range={BUNDLE_DISCOUNT}
          marksEvery={5}
          value={bundleDiscount}
          onChange={setBundleDiscount}
        />
        <div aria-live="polite" aria-atomic="true">
          {bundle ? (
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
              <Figure label="Bundle price" value={money(bundle.bundlePrice)} />
              <Figure label="Per item" value={money(bundle.perItemPrice)} />
              <Figure label="Buyer saves" value={money(bundle.savings)} />
              {bundleProfit !== null && <Figure label="Your profit" value={money(bundleProfit)} strong />}
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
