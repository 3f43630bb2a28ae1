import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { COUNTRIES, findCountry, formatMajor, MAX_PRODUCTS_PER_SELLER, type TProduct } from '@margin/core';
import { deferredModals, useTRPC } from '@margin/ui';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { apiFailure } from '../../account/api-error';
import { useSelectedCountry } from '../../calculator/use-countries';
import { BulkSummaryCard } from './BulkSummaryCard';
import classes from './MultiProduct.module.css';
import { validateProducts, type ProductsForm } from './product-form';
import {
  bulkSummary,
  displayName,
  FIELD_LABELS,
  isPristine,
  marginOf,
  MONEY_FIELDS,
  moneyText,
  newRow,
  parsedNumber,
  type MoneyField,
  numberOf,
  productInput,
  rowFromProduct,
  rowPricing,
  rowStatus,
  type FeeSettings,
  type FieldValue,
  type ProductRow,
  type RowField,
} from './product-rows';
import { downloadProductsCsv } from './products-csv';
import { fieldInputId, ProductRowView, rowLabel } from './ProductRowView';
import { SaveReport, type SaveReportState } from './SaveReport';
import { saveProducts } from './save-products';

export const MULTI_PRODUCT_TEXTS = {
  title: 'Seller Tools',
  add: '+ Add Product',
  saveAll: 'Save All Products',
  empty:
    'No saved products yet. Fill in the row below with a product’s costs and the margin you want, add the rest ' +
    'of your range with + Add Product, then Save All Products to keep them in your account.',
  limit: `You can keep up to ${MAX_PRODUCTS_PER_SELLER} products.`,
} as const;

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({
  value: country.code,
  label: `${country.flag} ${country.name} (${country.currency})`,
}));

/**
 * The multi-product pricing tab (core spec §2.6, advanced spec §2 "Multi-product tab"): the seller's products
 * with their costs, desired margin and price; each priced three ways (the spec's simple suggestion, the exact
 * price for the margin after the marketplace's fees, and what the chosen price really leaves); saved to the
 * seller's account and exported as a CSV after each save.
 */
export interface MultiProductTabProps {
  /** The heading: the spec's 'Seller Tools' unless the page around the tab names it already (null: none). */
  title?: string | null;
}

export function MultiProductTab({ title = MULTI_PRODUCT_TEXTS.title }: MultiProductTabProps = {}) {
  const trpc = useTRPC();
  const list = useQuery(trpc.products.list.queryOptions(undefined, { staleTime: 30_000 }));
  return (
    <Stack gap="lg">
      <div>
        {title !== null && <Title order={2}>{title}</Title>}
        <Text c="dimmed" size="sm" maw={760}>
          Price your whole range at once. The simple suggestion is cost ÷ (1 − margin) and ignores fees;
          beside it is the price that really leaves your margin once the marketplace has taken its fees.
        </Text>
      </div>
      {list.isPending ? (
        <Card aria-busy="true" aria-label="Loading your products">
          <Stack gap="sm">
            <Skeleton height={36} />
            <Skeleton height={88} />
            <Skeleton height={36} width="40%" />
          </Stack>
        </Card>
      ) : (
        <ProductsEditor
          products={list.data}
          loadError={list.isError ? (apiFailure(list.error).detail ?? null) : undefined}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      )}
    </Stack>
  );
}

interface ProductsEditorProps {
  /** The saved products; undefined while they could not be loaded. */
  products: TProduct[] | undefined;
  /** Set when loading failed: the server's sentence, or null without one (offline). */
  loadError: string | null | undefined;
  onRetry: () => void;
  retrying: boolean;
}

const NO_ERRORS: Partial<Record<RowField, string>> = {};

function ProductsEditor({ products, loadError, onRetry, retrying }: ProductsEditorProps) {
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
      rows: products?.length ? products.map((product) => rowFromProduct(product)) : [newRow(currency)],
    },
    validate: validateProducts,
  });
  // The row callbacks are memoised (500 rows must not all re-render on each keystroke) and reach the form here.
  const formRef = useRef(form);
  useLayoutEffect(() => {
    formRef.current = form;
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

  // Products that arrive after a failed first load join the table; the untouched starting row gives way.
  const mergedLate = useRef(products !== undefined);
  useEffect(() => {
    if (mergedLate.current || products === undefined) return;
    mergedLate.current = true;
    const current = formRef.current.getValues().rows.filter((row) => !isPristine(row));
    const next = [...products.map((product) => rowFromProduct(product)), ...current];
    formRef.current.setFieldValue('rows', next.length ? next : [newRow(currency)]);
    setSaved(new Map(products.map((product) => [product.id, product])));
  }, [products, currency]);

  useEffect(() => {
    if (!focusTarget.current) return;
    document.getElementById(focusTarget.current)?.focus();
    focusTarget.current = null;
  });

  const setRows = useCallback((change: (rows: ProductRow[]) => ProductRow[]) => {
    const current = formRef.current;
    current.setFieldValue('rows', change(current.getValues().rows));
  }, []);

  const onChange = useCallback(
    (index: number, field: RowField, value: FieldValue) => {
      formRef.current.clearFieldError(`rows.${index}.${field}`);
      setRows((current) => current.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
      setLastEdited(formRef.current.getValues().rows[index]?.key ?? null);
    },
    [setRows],
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
    [setRows],
  );

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
      deferredModals.openConfirmModal({
        title: 'Delete product?',
        centered: true,
        children: (
          <Text size="sm">“{name}” will be deleted from your saved products. This cannot be undone.</Text>
        ),
        labels: { confirm: 'Delete', cancel: 'Keep it' },
        confirmProps: { color: 'red' },
        onConfirm: () =>
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
                notifications.show({ color: 'green', message: `Deleted: ${name}` });
              },
              onError: (error) =>
                notifications.show({
                  color: 'red',
                  title: `Could not delete ${name}`,
                  message:
                    apiFailure(error).detail ?? 'The server could not be reached. Check your connection.',
                }),
            },
          ),
      });
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
      const sentBefore = new Map(before.map((row) => [row.key, JSON.stringify(productInput(row))]));
      const nextSaved = new Map(saved);
      for (const product of outcome.products.values()) nextSaved.set(product.id, product);
      const nextRows = form.getValues().rows.map((row) => {
        const product = outcome.products.get(before.find((b) => b.key === row.key)?.id ?? '');
        if (!product) return row;
        // Typed into while it was being saved: keep what is on screen (it shows as unsaved changes).
        const untouched = sentBefore.get(row.key) === JSON.stringify(productInput(row));
        return untouched ? rowFromProduct(product, row.key) : { ...row, id: product.id, isNew: false };
      });
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
  const rowErrors = useMemo(() => {
    const byRow = new Map<number, Partial<Record<RowField, string>>>();
    for (const [path, message] of Object.entries(form.errors)) {
      const [, index, field] = path.split('.');
      if (index === undefined || field === undefined) continue;
      const entry = byRow.get(Number(index)) ?? {};
      entry[field as RowField] = typeof message === 'string' ? message : '';
      byRow.set(Number(index), entry);
    }
    return byRow;
  }, [form.errors]);
  const atLimit = rows.length >= MAX_PRODUCTS_PER_SELLER;
  const showEmpty = saved.size === 0 && rows.length === 1 && rows[0]?.isNew;

  // Ctrl+S (Cmd+S) while working in the table saves, as in a spreadsheet; with nothing to save it says so.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      if (!saving) void saveAll();
    }
  };

  return (
    <Stack gap="lg" onKeyDown={onKeyDown}>
      {loadError !== undefined && (
        <Alert color="yellow" variant="light" radius="md" title="Your saved products could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {loadError ?? 'The server could not be reached. Check your connection.'} You can still price
              products here.
            </Text>
            <Button size="xs" variant="light" color="yellow" onClick={onRetry} loading={retrying}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}

      <Card padding="md">
        <Group gap="lg" align="flex-end" wrap="wrap">
          <Select
            label="Fees of"
            description="Your shop’s country: its fees and currency price the rows"
            data={COUNTRY_OPTIONS}
            value={country}
            onChange={(code) => code && changeCountry(code)}
            allowDeselect={false}
            w={{ base: '100%', xs: 320 }}
          />
          <Switch
            label="Count offsite ads fee"
            description="15% of the order (12% from $10,000 a year), for sales that come through an ad"
            checked={hasOffsiteAds}
            onChange={(event) => setHasOffsiteAds(event.currentTarget.checked)}
            maw={360}
          />
        </Group>
      </Card>

      {showEmpty && (
        <Text size="sm" c="dimmed" data-testid="multi-product-empty">
          {MULTI_PRODUCT_TEXTS.empty}
        </Text>
      )}

      <div className={classes.frame}>
        <table className={classes.table} aria-label="Your products">
          <thead>
            <tr>
              <th scope="col">{FIELD_LABELS.name}</th>
              <th scope="col">{FIELD_LABELS.product_cost}</th>
              <th scope="col">{FIELD_LABELS.printing_cost}</th>
              <th scope="col">{FIELD_LABELS.shipping_cost}</th>
              <th scope="col">{FIELD_LABELS.desired_margin}</th>
              <th scope="col">{FIELD_LABELS.selling_price}</th>
              <th scope="col">
                <VisuallyHidden>Actions</VisuallyHidden>
              </th>
            </tr>
          </thead>
          {rows.map((row, index) => (
            <ProductRowView
              key={row.key}
              row={row}
              index={index}
              status={statuses[index] ?? 'new'}
              errors={rowErrors.get(index) ?? NO_ERRORS}
              settings={settings}
              canRemove={rows.length > 1}
              disabled={saving}
              onChange={onChange}
              onBlur={onBlur}
              onRemove={removeAt}
            />
          ))}
        </table>
      </div>

      <Group gap="sm" wrap="wrap">
        <Button variant="light" onClick={addRow} disabled={atLimit || saving}>
          {MULTI_PRODUCT_TEXTS.add}
        </Button>
        {unsaved > 0 && (
          <Button
            leftSection={<IconDeviceFloppy size={16} />}
            onClick={() => void saveAll()}
            loading={saving}
          >
            {MULTI_PRODUCT_TEXTS.saveAll}
          </Button>
        )}
        <Text size="sm" c="dimmed">
          {unsaved === 0
            ? 'All products saved.'
            : `${unsaved === 1 ? '1 product' : `${unsaved} products`} not saved yet`}
          {unsaved > 0 && (
            <Text span inherit visibleFrom="sm">
              {' · Ctrl+S saves'}
            </Text>
          )}
        </Text>
        {atLimit && (
          <Text size="sm" c="dimmed">
            {MULTI_PRODUCT_TEXTS.limit}
          </Text>
        )}
      </Group>

      <div role="status" aria-live="polite">
        {report && <SaveReport report={report} onClose={() => setReport(null)} />}
      </div>

      <BulkSummaryCard summary={summary} />

      <RowAnnouncer rows={rows} rowKey={lastEdited} settings={settings} />
    </Stack>
  );
}

/** After a pause in typing, tells screen readers what the edited row's price really leaves. */
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
