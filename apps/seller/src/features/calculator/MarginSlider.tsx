import { Slider } from '@mantine/core';
import { OPTIMAL_MARGIN } from '@margin/core';
import { FIELD_LABELS } from './form';
import { SLIDER_BOX } from './PriceFields';

const MARGIN_MARKS = [10, 20, 30, 40, 50, 60, 70, 80].map((value) => ({ value, label: `${value}%` }));

export interface MarginSliderProps {
  value: number;
  onChange: (value: number) => void;
}

/** The reverse mode's target margin, 10% to 80%. Loaded by PriceFields only when a margin is the target. */
export function MarginSlider({ value, onChange }: MarginSliderProps) {
  return (
    <Slider
      // In the place PriceFields keeps for it until this code comes.
      mt={SLIDER_BOX.mt}
      mb={SLIDER_BOX.mb}
      min={OPTIMAL_MARGIN.min}
      max={OPTIMAL_MARGIN.max}
      step={OPTIMAL_MARGIN.step}
      marks={MARGIN_MARKS}
      value={value}
      onChange={onChange}
      // The value reads in the label above; a bubble over the thumb would cover that label.
      label={null}
      thumbLabel={FIELD_LABELS.target_margin}
    />
  );
}
