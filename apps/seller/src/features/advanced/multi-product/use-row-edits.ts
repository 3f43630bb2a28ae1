import type { UseFormReturnType } from '@mantine/form';
import { useCallback, type RefObject } from 'react';
import type { ProductsForm } from './product-form';
import {
  MONEY_FIELDS,
  moneyText,
  parsedNumber,
  type FieldValue,
  type MoneyField,
  type ProductRow,
  type RowField,
} from './product-rows';

/**
 * What a row's inputs do: typing, 'Use this price' and leaving a money field. Each is memoised (500 rows must not
 * all re-render on each keystroke) and reaches the form through `formRef`; `setRows` prices the rows it changes.
 */
export function useRowEdits(
  formRef: RefObject<UseFormReturnType<ProductsForm>>,
  setRows: (change: (rows: ProductRow[]) => ProductRow[]) => void,
  setLastEdited: (key: string | null) => void,
) {
  const onChange = useCallback(
    (index: number, field: RowField, value: FieldValue) => {
      formRef.current.clearFieldError(`rows.${index}.${field}`);
      // Typing a price makes it the seller's own; the other fields leave the computed price following them.
      setRows((current) =>
        current.map((row, i) =>
          i !== index
            ? row
            : field === 'selling_price'
              ? { ...row, selling_price: value, priceAuto: false }
              : { ...row, [field]: value },
        ),
      );
      setLastEdited(formRef.current.getValues().rows[index]?.key ?? null);
    },
    [formRef, setRows, setLastEdited],
  );

  /** 'Use this price': the after-fees price follows the costs again; the simple suggestion is a fixed price. */
  const onUsePrice = useCallback(
    (index: number, price: number, follow: boolean) => {
      formRef.current.clearFieldError(`rows.${index}.selling_price`);
      setRows((current) =>
        current.map((row, i) =>
          i === index ? { ...row, selling_price: moneyText(price, row.currency), priceAuto: follow } : row,
        ),
      );
      setLastEdited(formRef.current.getValues().rows[index]?.key ?? null);
    },
    [formRef, setRows, setLastEdited],
  );

  // Errors show when a save is tried, not on leaving a field: a message appearing on blur moves the buttons
  // below it, and a click already on its way to Save All Products would land beside it.
  const onBlur = useCallback(
    (index: number, field: RowField) => {
      if (!(MONEY_FIELDS as readonly string[]).includes(field)) return;
      const money = field as MoneyField;
      const row = formRef.current.getValues().rows[index];
      const value = row ? parsedNumber(row[money]) : null;
      if (!row || value === null) return;
      // A finished amount shows with its decimals, as it will after a save: 8.5 becomes 8.50.
      const text = moneyText(value, row.currency, money);
      if (text !== row[money]) {
        setRows((current) => current.map((r, i) => (i === index ? { ...r, [money]: text } : r)));
      }
    },
    [formRef, setRows],
  );

  return { onChange, onUsePrice, onBlur };
}
