import { t } from '@lingui/core/macro';
import { VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { formatMajor, formatPercent } from '@margin/core';
import { useLocale } from '../../../i18n/runtime';
import { oneDecimalPercent } from '../sales-figures';
import { marginOf, numberOf, type ProductRow } from './product-rows';
import { rowLabel } from './ProductRowView';
import { rowPricing, type FeeSettings } from './row-pricing';
import { unreachableText } from './texts';

const marginAtPrice = (share: string, price: string) => t`${share} margin after fees at ${price}`;
const marginNeeds = (share: string, price: string) => t`${share} after fees needs ${price}`;

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
  const locale = useLocale();
  const index = rows.findIndex((row) => row.key === rowKey);
  const row = rows[index];
  let text = '';
  if (row) {
    const pricing = rowPricing(row, settings);
    const money = (value: number) => formatMajor(value, row.currency, locale);
    const label = rowLabel(row, index);
    const price = money(numberOf(row.selling_price));
    const { atPrice, exact } = pricing;
    const parts = [
      atPrice ? marginAtPrice(oneDecimalPercent(atPrice.profitMargin, locale), price) : null,
      !exact
        ? null
        : exact.reachable
          ? marginNeeds(formatPercent(marginOf(row), locale), money(exact.sellingPrice))
          : unreachableText(exact, pricing.feeCountry, locale),
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
