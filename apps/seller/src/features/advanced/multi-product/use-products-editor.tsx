import { t } from '@lingui/core/macro';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { findCountry, MAX_PRODUCTS_PER_SELLER, type TProduct } from '@margin/core';
import { useTRPC } from '@margin/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { apiFailure } from '../../account/api-error';
import { useSelectedCountry } from '../../calculator/use-countries';
import { MULTI_PRODUCT_TEXTS } from './texts';
import { errorsByRow, validateProducts, type ProductsForm } from './product-form';
import { confirmProductDelete } from './confirm-delete';
import {
  displayName,
  isPristine,
  newRow,
  rowFromProduct,
  rowStatus,
  type ProductRow,
  type RowField,
} from './product-rows';
import { downloadProductsCsv } from './products-csv';
import { fieldInputId } from './ProductRowView';
import { bulkSummary, withAutoPrice, type FeeSettings } from './row-pricing';
import type { SaveReportState } from './SaveReport';
import { rowsAfterSave, saveProducts } from './save-products';
import { useRowEdits } from './use-row-edits';

/**
 * The multi-product table's editing state: the rows in a `@mantine/form` form checked by the API's schema, the
 * saved products they came from, the fee settings that price them, and the actions (edit, add, remove, save).
 * A row's price follows its computed after-fees price until the seller types their own, so every figure built
 * from the rows (the save, the CSV, the Bulk Summary) reads the price shown.
 */
export function useProductsEditor(products: TProduct[] | undefined) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [country, chooseCountry] = useSelectedCountry();
  const [hasOffsiteAds, setHasOffsiteAds] = useState(false);
  const settings: FeeSettings = useMemo(() => ({ country, hasOffsiteAds }), [country, hasOffsiteAds]);
  const currency = findCountry(country)?.currency ?? 'USD';

  const [saved, setSaved] = useState<Map<string, TProduct>>(
    () => new Map((products ?? []).map((product) => [product.id, product])),
  );
  const form = useForm<ProductsForm>({
    initialValues: {
      rows: products?.length
        ? products.map((product) => rowFromProduct(product))
        : [withAutoPrice(newRow(currency), settings)],
    },
    validate: validateProducts,
  });
  // The row callbacks are memoised (500 rows must not all re-render on each keystroke) and reach the form and
  // the settings here.
  const formRef = useRef(form);
  const settingsRef = useRef(settings);
  useLayoutEffect(() => {
    formRef.current = form;
    settingsRef.current = settings;
  });
  const rows = form.values.rows;

  const [saving, setSaving] = useState(false);
  const [report, setReport] = useState<SaveReportState | null>(null);
  // The input that takes focus once it is on screen: an added row's name, a removed row's neighbour's, or the
  // first value a save refused.
  const focusTarget = useRef<string | null>(null);
  const setFocusKey = (key: string | null, field: RowField = 'name') => {
    focusTarget.current = key === null ? null : fieldInputId(key, field);
  };
  const [lastEdited, setLastEdited] = useState<string | null>(null);

  const create = useMutation(trpc.products.create.mutationOptions());
  const update = useMutation(trpc.products.update.mutationOptions());
  const remove = useMutation(trpc.products.delete.mutationOptions());
  const listKey = trpc.products.list.queryKey();

  useEffect(() => {
    if (!focusTarget.current) return;
    document.getElementById(focusTarget.current)?.focus();
    focusTarget.current = null;
  });

  /** Changes the rows; the rows that changed get their computed price again (the others are left alone). */
  const setRows = useCallback((change: (rows: ProductRow[]) => ProductRow[]) => {
    const current = formRef.current.getValues().rows;
    const before = new Set(current);
    const next = change(current).map((row) =>
      before.has(row) ? row : withAutoPrice(row, settingsRef.current),
    );
    formRef.current.setFieldValue('rows', next);
  }, []);

  // Another country or the offsite ads fee prices every row that follows its computed price again.
  useEffect(() => {
    const current = formRef.current.getValues().rows;
    const next = current.map((row) => withAutoPrice(row, settings));
    if (next.some((row, i) => row !== current[i])) formRef.current.setFieldValue('rows', next);
  }, [settings]);

  // Products that arrive after a failed first load join the table; the untouched starting row gives way.
  const mergedLate = useRef(products !== undefined);
  useEffect(() => {
    if (mergedLate.current || products === undefined) return;
    mergedLate.current = true;
    const current = formRef.current.getValues().rows.filter((row) => !isPristine(row));
    const next = [...products.map((product) => rowFromProduct(product)), ...current];
    setRows(() => (next.length ? next : [newRow(currency)]));
    setSaved(new Map(products.map((product) => [product.id, product])));
  }, [products, currency, setRows]);

  const { onChange, onUsePrice, onBlur } = useRowEdits(formRef, setRows, setLastEdited);

  const changeCountry = (code: string) => {
    chooseCountry(code);
    const nextCurrency = findCountry(code)?.currency;
    // New rows follow the seller's currency until saved; saved rows keep the one they were priced in.
    if (nextCurrency)
      setRows((current) => current.map((row) => (row.isNew ? { ...row, currency: nextCurrency } : row)));
  };

  const addRow = () => {
    const row = newRow(currency);
    setRows((current) => [...current, row]);
    setFocusKey(row.key);
    setReport(null);
  };

  const forgetSaved = (id: string) => {
    setSaved((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
    queryClient.setQueryData(listKey, (old: TProduct[] | undefined) => old?.filter((p) => p.id !== id));
  };

  const removeAt = useCallback(
    (index: number) => {
      const row = formRef.current.getValues().rows[index];
      if (!row || formRef.current.getValues().rows.length <= 1) return;
      const focusAfter = (key: string) => {
        const remaining = formRef.current.getValues().rows;
        const position = Math.max(0, Math.min(index, remaining.length) - 1);
        setFocusKey(remaining[position]?.key ?? key);
      };
      if (row.isNew) {
        setRows((current) => current.filter((r) => r.key !== row.key));
        focusAfter(row.key);
        return;
      }
      const name = displayName(row);
      confirmProductDelete(name, () =>
        remove.mutate(
          { id: row.id },
          {
            onSuccess: () => {
              setRows((current) => {
                const next = current.filter((r) => r.id !== row.id);
                return next.length ? next : [newRow(currency)];
              });
              forgetSaved(row.id);
              focusAfter(row.key);
              notifications.show({ color: 'green', message: t`Deleted: ${name}` });
            },
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: t`Could not delete ${name}`,
                message: apiFailure(error).detail ?? MULTI_PRODUCT_TEXTS.noAnswer,
              }),
          },
        ),
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- remove.mutate and the setters are stable
    [currency, setRows],
  );

  const saveAll = async () => {
    const before = form.getValues().rows;
    if (!before.some((row) => rowStatus(row, saved) !== 'saved')) {
      setReport({ kind: 'nothing' });
      return;
    }
    const validation = form.validate();
    if (validation.hasErrors) {
      setReport({ kind: 'invalid', count: Object.keys(validation.errors).length });
      const [, index, field] = (Object.keys(validation.errors)[0] ?? '').split('.');
      const key = before[Number(index)]?.key;
      if (key && field) setFocusKey(key, field as RowField);
      return;
    }
    setSaving(true);
    setReport(null);
    try {
      const outcome = await saveProducts(before, saved, {
        create: (input) => create.mutateAsync(input),
        update: (input) => update.mutateAsync(input),
      });
      const nextSaved = new Map(saved);
      for (const product of outcome.products.values()) nextSaved.set(product.id, product);
      const nextRows = rowsAfterSave(before, form.getValues().rows, outcome.products);
      form.setFieldValue('rows', nextRows);
      setSaved(nextSaved);
      queryClient.setQueryData(
        listKey,
        nextRows.filter((row) => !row.isNew).flatMap((row) => nextSaved.get(row.id) ?? []),
      );
      let fileName: string | null = null;
      if (outcome.error === null && outcome.saved > 0) {
        fileName = downloadProductsCsv(
          nextRows.filter((row) => !row.isNew),
          settings,
        );
      }
      setReport({ kind: 'done', outcome, fileName });
    } finally {
      setSaving(false);
    }
  };

  const statuses = rows.map((row) => rowStatus(row, saved));
  const unsaved = statuses.filter((status) => status !== 'saved').length;
  const summary = useMemo(() => bulkSummary(rows, settings), [rows, settings]);
  const rowErrors = useMemo(() => errorsByRow(form.errors), [form.errors]);

  return {
    settings,
    country,
    changeCountry,
    hasOffsiteAds,
    setHasOffsiteAds,
    rows,
    statuses,
    unsaved,
    summary,
    rowErrors,
    atLimit: rows.length >= MAX_PRODUCTS_PER_SELLER,
    showEmpty: saved.size === 0 && rows.length === 1 && rows[0]?.isNew,
    saving,
    report,
    closeReport: () => setReport(null),
    lastEdited,
    onChange,
    onUsePrice,
    onBlur,
    addRow,
    removeAt,
    saveAll,
  };
}
