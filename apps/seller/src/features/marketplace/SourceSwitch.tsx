import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';

/** The words of a screen's 'from a file' or 'from my shop' switch. */
export interface SourceSwitchTexts {
  label: string;
  fromFile: string;
  fromShop: string;
}

/**
 * Where a tool's rows come from: a file the seller drops, or the connected shop. Bound to a form's `source`
 * field (`form.getInputProps('source')`).
 */
export function SourceSwitch({
  texts,
  ...input
}: { texts: SourceSwitchTexts } & Omit<SegmentedControlProps, 'data'>) {
  return (
    <SegmentedControl
      aria-label={texts.label}
      radius="xl"
      data={[
        { value: 'file', label: texts.fromFile },
        { value: 'shop', label: texts.fromShop },
      ]}
      style={{ alignSelf: 'flex-start' }}
      {...input}
    />
  );
}
