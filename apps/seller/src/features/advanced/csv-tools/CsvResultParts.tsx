import { msg, plural, t } from '@lingui/core/macro';
import { Alert, Button, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCount, formatMajor, isEnglish, numberFormat, type CostSource } from '@margin/core';
import { IconAlertTriangle, IconCircleX, IconDownload } from '@tabler/icons-react';
import { type ReactNode } from 'react';
import { localized } from '../../../i18n/localized';
import { useLocale } from '../../../i18n/runtime';
import classes from './CsvTools.module.css';

export type Tone = 'red' | 'yellow' | 'green' | 'blue' | 'grape' | 'gray';

/** A word on a tint: a health or a flag. The words carry the meaning; the colour only repeats it. */
export function Tag({ tone, icon, children }: { tone: Tone; icon?: ReactNode; children: ReactNode }) {
  return (
    <span className={classes.tag} data-tone={tone}>
      {icon}
      {children}
    </span>
  );
}

/** A figure's parts, one per line ("Transaction $1.82"): the parts that are not zero. */
export function Breakdown({ parts }: { parts: readonly [label: string, amount: number, text: string][] }) {
  const shown = parts.filter(([, amount]) => amount !== 0);
  if (shown.length === 0) return null;
  return (
    <span className={classes.breakdown}>
      {shown.map(([label, , text]) => (
        <span key={label}>
          {label} {text}
        </span>
      ))}
    </span>
  );
}

export const COST_SOURCE_TEXT: Record<CostSource, string> = localized({
  file: msg`Cost from the file`,
  product: msg`Cost from a saved product`,
  default: msg`Default cost`,
  none: msg`No cost given`,
});

/** Where a row's cost came from (docs/MARKETPLACE-CSV.md, "Costs"): an estimate is visible as one. */
export function CostSourceNote({ source }: { source: CostSource }) {
  return (
    <span className={classes.sub} data-cost-source={source}>
      {source === 'none' ? <Tag tone="yellow">{COST_SOURCE_TEXT.none}</Tag> : COST_SOURCE_TEXT[source]}
    </span>
  );
}

export interface Figure {
  label: string;
  value: string;
  hint?: string;
  tone?: 'red' | 'yellow' | 'green' | 'brand';
}

/** The summary of a result (advanced spec §3), one card per figure. */
export function SummaryFigures({ title, figures }: { title: string; figures: readonly Figure[] }) {
  const id = `summary-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <Title order={3} fz="lg" id={id} mb="sm">
        {title}
      </Title>
      <SimpleGrid
        cols={{ base: 2, sm: 3, lg: figures.length > 6 ? 4 : figures.length }}
        spacing="sm"
        verticalSpacing="sm"
      >
        {figures.map((figure) => (
          <div
            key={figure.label}
            className={classes.figure}
            data-tone={figure.tone}
            role="group"
            aria-label={figure.label}
          >
            <Text size="sm" c="dimmed" fw={600}>
              {figure.label}
            </Text>
            <div className={classes.figureValue}>{figure.value}</div>
            {figure.hint && (
              <Text size="xs" c="dimmed">
                {figure.hint}
              </Text>
            )}
          </div>
        ))}
      </SimpleGrid>
    </section>
  );
}

const PROBLEM_TITLES = {
  errors: (count: number) =>
    plural(count, { one: '# row could not be analysed', other: '# rows could not be analysed' }),
  get warnings() {
    return t`Worth knowing`;
  },
};

const moreErrors = (count: string) => t`…and ${count} more.`;

/** Errors beyond this many are counted, not listed: the full list is one export away. */
const MAX_ERRORS_SHOWN = 100;

/**
 * The spec's "returned errors are joined and shown; warnings are listed" (advanced spec §8): rows that could not
 * be analysed, each naming its row and column, and what was estimated or skipped.
 */
export function Problems({
  warnings,
  errors,
  titles: own,
}: {
  warnings: readonly string[];
  errors: readonly string[];
  /** The alerts' titles, for a screen with its own words (the Reconcile tab). */
  titles?: { errors: (count: number) => string; warnings: string };
}) {
  const locale = useLocale();
  if (warnings.length === 0 && errors.length === 0) return null;
  const titles = own ?? PROBLEM_TITLES;
  const shown = errors.slice(0, MAX_ERRORS_SHOWN);
  return (
    <Stack gap="sm">
      {errors.length > 0 && (
        <Alert
          color="red"
          variant="light"
          icon={<IconCircleX size={18} />}
          title={titles.errors(errors.length)}
          data-testid="csv-errors"
        >
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {shown.join('\n')}
            {errors.length > shown.length &&
              `\n${moreErrors(formatCount(errors.length - shown.length, locale))}`}
          </Text>
        </Alert>
      )}
      {warnings.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={titles.warnings}
          data-testid="csv-warnings"
        >
          <List size="sm" spacing={4}>
            {warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

/** A download of the results, made in the browser (advanced spec §7); a long label wraps on a phone. */
export function ExportButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="light"
      radius="xl"
      classNames={{ root: classes.wrappingButton, label: classes.wrappingLabel }}
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  numeric?: boolean;
  /** Full width on a phone card. */
  wide?: boolean;
  /** The row's name: first, and the card's title on a phone. */
  primary?: boolean;
  /** aria-sort for a column the table is sorted by. */
  sort?: 'ascending' | 'descending';
}

/** Amounts in the file's currency, as the seller's language writes money; a figure the file could not give is a dash. */
export function moneyIn(currency: string, locale: string): (amount: number | null) => string {
  return (amount) => (amount === null ? '—' : formatMajor(amount, currency, locale));
}

/** A margin to one decimal: '12.5%' in English, '12,5 %' in German. */
export function percentIn(locale: string): (percent: number) => string {
  if (isEnglish(locale)) return (percent) => `${percent.toFixed(1)}%`;
  const format = numberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return (percent) => format.format(percent / 100);
}

/** The fee lines every analysed listing and order item carries. */
interface FeeLines {
  total_fees: number;
  transaction_fee: number;
  processing_fee: number;
  listing_fee: number;
  offsite_ads_fee: number;
}

/** The 'Fees' column of the bulk price updater and the orders analysis: the total, with each line beneath it. */
export function feesColumn<T extends FeeLines>(money: (amount: number) => string): Column<T> {
  return {
    key: 'fees',
    header: t`Fees`,
    numeric: true,
    cell: (i) => (
      <>
        {money(i.total_fees)}
        <Breakdown
          parts={[
            [t`Transaction`, i.transaction_fee, money(i.transaction_fee)],
            [t({ message: 'Processing', context: 'fee line' }), i.processing_fee, money(i.processing_fee)],
            [t({ message: 'Listing', context: 'fee line' }), i.listing_fee, money(i.listing_fee)],
            [t`Offsite ads`, i.offsite_ads_fee, money(i.offsite_ads_fee)],
          ]}
        />
      </>
    ),
  };
}

/**
 * A row's name in bold, with what identifies it beneath ('Row 2 · SKU MUG-01 · 12 in stock', the parts it lacks
 * left out), and anything the row adds below (its flags, its advice).
 */
export function RowName({
  name,
  details,
  children,
}: {
  name: string;
  details: readonly (string | false | null | undefined)[];
  children?: ReactNode;
}) {
  return (
    <>
      <span className={classes.strong}>{name}</span>
      <span className={classes.sub}>{details.filter(Boolean).join(' · ')}</span>
      {children}
    </>
  );
}

/** The section a result's table sits in: its heading, its actions (sort, exports), the table. */
export function ResultsSection({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = `results-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="sm">
        <Title order={3} fz="lg" id={id}>
          {title}
        </Title>
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </Group>
      {children}
    </section>
  );
}
