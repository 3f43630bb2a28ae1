import { VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatMajor } from '@margin/core';
import { marginOf, numberOf, type ProductRow } from './product-rows';
import { rowLabel } from './ProductRowView';
import { rowPricing, type FeeSettings } from './row-pricing';

export /** After a pause in typing, tells screen readers what the edited row's price really leaves. */
function RowAnnouncer({
  rows,
  rowKey,
  settings,
}: {
  rows: ProductRow[];
  rowKey: string | null;
  settings: FeeSettings;
}) {
  const index = rows.findIndex((row) => row.key === rowKey);
  const row = rows[index];
  let text = '';
  if (row) {
    const pricing = rowPricing(row, settings);
    const money = (value: number) => formatMajor(value, row.currency);
    const label = rowLabel(row, index);
    const price = money(numberOf(row.selling_price));
    const parts = [
      pricing.atPrice ? `${pricing.atPrice.profitMargin.toFixed(1)}% margin after fees at ${price}` : null,
      pricing.exact?.reachable
        ? `${marginOf(row)}% after fees needs ${money(pricing.exact.sellingPrice)}`
        : (pricing.exact?.message ?? null),
    ].filter(Boolean);
    text = parts.length ? `${label}: ${parts.join('; ')}.`.replace(/\.\.$/, '.') : '';
  }
  const [debounced] = useDebouncedValue(text, 800);
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {debounced}
    </VisuallyHidden>
  );
}
