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
import { COUNTRIES, formatCount, MAX_PRODUCTS_PER_SELLER, type Refusal, type TProduct } from '@margin/core';
import { useTRPC } from '@margin/ui';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useLocale } from '../../../i18n/runtime';
import { apiFailure } from '../../account/api-error';
import { FeatureRefusal } from '../../subscription/FeatureRefusal';
import { BulkSummaryCard } from './BulkSummaryCard';
import classes from './MultiProduct.module.css';
import { FIELD_LABELS, type RowField } from './product-rows';
import { ProductRowView } from './ProductRowView';
import { RowAnnouncer } from './RowAnnouncer';
import { SaveReport } from './SaveReport';
import { countryOption, limitText, MULTI_PRODUCT_TEXTS, unsavedText } from './texts';
import { useProductsEditor } from './use-products-editor';

export { MULTI_PRODUCT_TEXTS } from './texts';

/**
 * The multi-product pricing tab (core spec §2.6, advanced spec §2 "Multi-product tab"): the seller's products
 * with their costs, desired margin and price; each priced three ways (the spec's simple suggestion, the exact
 * price for the margin after the marketplace's fees, and what the chosen price really leaves); saved to the
 * seller's account and exported as a CSV after each save.
 */
export interface MultiProductTabProps {
  /** The heading: the spec's 'Seller Tools' unless the page around the tab names it already (null: none). */
  title?: string | null;
  /**
   * Why saving is refused (a visitor, an expired seller), or null: the table still prices a range on the
   * device, nothing is asked of the server, and 'Save All Products' shows its lock before any click.
   */
  lock?: Refusal | null;
}

const NO_PRODUCTS: TProduct[] = [];

export function MultiProductTab({ title, lock = null }: MultiProductTabProps = {}) {
  useLocale();
  const trpc = useTRPC();
  const list = useQuery(
    trpc.products.list.queryOptions(undefined, { staleTime: 30_000, enabled: lock === null }),
  );
  return (
    <Stack gap="lg">
      <div>
        {title !== null && <Title order={2}>{title ?? MULTI_PRODUCT_TEXTS.title}</Title>}
        <Text c="dimmed" size="sm" maw={760}>
          {MULTI_PRODUCT_TEXTS.intro}
        </Text>
      </div>
      {lock !== null ? (
        <ProductsEditor products={NO_PRODUCTS} loadError={undefined} lock={lock} />
      ) : list.isPending ? (
        <Card aria-busy="true" aria-label={MULTI_PRODUCT_TEXTS.loading}>
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
  onRetry?: () => void;
  retrying?: boolean;
  lock?: Refusal | null;
}

const NO_ERRORS: Partial<Record<RowField, string>> = {};

function ProductsEditor({
  products,
  loadError,
  onRetry,
  retrying = false,
  lock = null,
}: ProductsEditorProps) {
  const locale = useLocale();
  const editor = useProductsEditor(products);
  const countryOptions = useMemo(
    () => COUNTRIES.map((country) => ({ value: country.code, label: countryOption(country.code, locale) })),
    [locale],
  );
  const { rows, saving, unsaved } = editor;
  const lockNoteId = useId();
  // Each refused save counts, so a second try says it again to screen readers.
  const [refusedTries, setRefusedTries] = useState(0);
  const save = () => {
    if (lock) setRefusedTries((tries) => tries + 1);
    else if (!saving) void editor.saveAll();
  };

  // Ctrl+S (Cmd+S) while working in the table saves, as in a spreadsheet; with nothing to save it says so.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      save();
    }
  };

  return (
    <Stack gap="lg" onKeyDown={onKeyDown}>
      {loadError !== undefined && (
        <Alert color="yellow" variant="light" radius="md" title={MULTI_PRODUCT_TEXTS.loadFailed}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {loadError ?? MULTI_PRODUCT_TEXTS.noAnswer} {MULTI_PRODUCT_TEXTS.stillPrice}
            </Text>
            <Button size="xs" variant="light" color="yellow" onClick={onRetry} loading={retrying}>
              {MULTI_PRODUCT_TEXTS.tryAgain}
            </Button>
          </Stack>
        </Alert>
      )}

      <Card padding="md">
        <Group gap="lg" align="flex-end" wrap="wrap">
          <Select
            label={MULTI_PRODUCT_TEXTS.feesOf}
            description={MULTI_PRODUCT_TEXTS.feesOfHint}
            data={countryOptions}
            value={editor.country}
            onChange={(code) => code && editor.changeCountry(code)}
            allowDeselect={false}
            w={{ base: '100%', xs: 320 }}
          />
          <Switch
            label={MULTI_PRODUCT_TEXTS.offsiteAds}
            description={MULTI_PRODUCT_TEXTS.offsiteAdsHint}
            checked={editor.hasOffsiteAds}
            onChange={(event) => editor.setHasOffsiteAds(event.currentTarget.checked)}
            maw={360}
          />
        </Group>
      </Card>

      {editor.showEmpty && (
        <Text size="sm" c="dimmed" data-testid="multi-product-empty">
          {MULTI_PRODUCT_TEXTS.empty}
        </Text>
      )}

      <div className={classes.frame}>
        <table className={classes.table} aria-label={MULTI_PRODUCT_TEXTS.table}>
          <thead>
            <tr>
              <th scope="col">{FIELD_LABELS.name}</th>
              <th scope="col">{FIELD_LABELS.product_cost}</th>
              <th scope="col">{FIELD_LABELS.printing_cost}</th>
              <th scope="col">{FIELD_LABELS.shipping_cost}</th>
              <th scope="col">{FIELD_LABELS.desired_margin}</th>
              <th scope="col">{FIELD_LABELS.selling_price}</th>
              <th scope="col">
                <VisuallyHidden>{MULTI_PRODUCT_TEXTS.actions}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          {rows.map((row, index) => (
            <ProductRowView
              key={row.key}
              row={row}
              index={index}
              status={editor.statuses[index] ?? 'new'}
              errors={editor.rowErrors.get(index) ?? NO_ERRORS}
              settings={editor.settings}
              canRemove={rows.length > 1}
              disabled={saving}
              onChange={editor.onChange}
              onUsePrice={editor.onUsePrice}
              onBlur={editor.onBlur}
              onRemove={editor.removeAt}
            />
          ))}
        </table>
      </div>

      <Group gap="sm" wrap="wrap">
        <Button variant="light" onClick={editor.addRow} disabled={editor.atLimit || saving}>
          {MULTI_PRODUCT_TEXTS.add}
        </Button>
        {(unsaved > 0 || lock) && (
          <Button
            leftSection={lock ? <IconLock size={16} aria-hidden /> : <IconDeviceFloppy size={16} />}
            aria-describedby={lock && refusedTries === 0 ? lockNoteId : undefined}
            onClick={save}
            loading={saving}
          >
            {MULTI_PRODUCT_TEXTS.saveAll}
          </Button>
        )}
        <Text size="sm" c="dimmed">
          {unsaved === 0 ? MULTI_PRODUCT_TEXTS.allSaved : unsavedText(unsaved)}
          {unsaved > 0 && (
            <Text span inherit visibleFrom="sm">
              {` · ${MULTI_PRODUCT_TEXTS.saveShortcut}`}
            </Text>
          )}
        </Text>
        {editor.atLimit && (
          <Text size="sm" c="dimmed">
            {limitText(formatCount(MAX_PRODUCTS_PER_SELLER, locale))}
          </Text>
        )}
      </Group>

      {lock &&
        (refusedTries === 0 ? (
          // Said before any click: the table works here, keeping it is what the plan adds.
          <Group gap={6} wrap="nowrap" id={lockNoteId}>
            <IconLock size={14} aria-hidden />
            <Text size="sm">{lock.message}</Text>
          </Group>
        ) : (
          <FeatureRefusal key={refusedTries} refusal={lock} announce />
        ))}

      <div role="status" aria-live="polite">
        {editor.report && <SaveReport report={editor.report} onClose={editor.closeReport} />}
      </div>

      <BulkSummaryCard summary={editor.summary} />

      <RowAnnouncer rows={rows} rowKey={editor.lastEdited} settings={editor.settings} />
    </Stack>
  );
}
