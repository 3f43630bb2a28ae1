import {
  Button,
  Card,
  Divider,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
  type InputWrapperProps,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  CSV_TOOL_COUNTRIES,
  DEFAULT_AUDIT_BASE_COST,
  findCountry,
  findCurrency,
  formatCount,
  formatMajor,
  MARGIN_TIERS,
  minorDigits,
  TARGET_MARGIN,
  templateCsv,
} from '@margin/core';
import { IconDownload, IconPlayerPlay, IconShieldLock } from '@tabler/icons-react';
import { useRef, type FormEvent, type MouseEvent } from 'react';
import { downloadFile, MIME } from '../../export/download';
import classes from './CsvTools.module.css';
import type { CsvToolKind } from './csv-analysis';
import { MARKETPLACE_TEXTS } from '../../marketplace/marketplace-texts';
import { SourceSwitch } from '../../marketplace/SourceSwitch';
import { CsvInput } from './CsvInput';
import {
  COST_LABELS,
  CSV_FIELD_LABELS,
  TOOL_FIELDS,
  typedTargetMargin,
  type CsvToolFormValues,
} from './csv-tool-form';
import { CSV_TOOL_TEXTS, TOOL_TEXTS } from './csv-tool-texts';

const COUNTRY_OPTIONS = CSV_TOOL_COUNTRIES.map((code) => {
  const country = findCountry(code);
  return { value: code, label: country ? `${country.flag} ${country.name} (${country.currency})` : code };
});

/** Revenue from which the offsite ads fee is 12% instead of 15% (advanced spec §9), in the seller's currency. */
const OFFSITE_ADS_THRESHOLD = 10_000;

export interface CsvToolFormProps {
  kind: CsvToolKind;
  form: UseFormReturnType<CsvToolFormValues>;
  /** How many saved products can give a row its cost. */
  savedProducts: number;
  running: boolean;
  onSubmit: (values: CsvToolFormValues) => void;
  /** Offer 'From a file' / 'From my shop' (a connected shop, and the screen leaves the choice to the seller). */
  sourceChoice?: boolean;
  /** The rows come from the connected shop: no file to ask for. */
  fromShop?: boolean;
  shopName?: string | null;
}

/**
 * The template: the REST path opened in a new tab (advanced spec §2, §7); offline, the same file made here from
 * core's template, so the tool can be tried without a connection.
 */
function downloadTemplateOffline(kind: CsvToolKind, event: MouseEvent<HTMLAnchorElement>) {
  if (typeof navigator === 'undefined' || navigator.onLine !== false) return;
  event.preventDefault();
  const { file } = TOOL_TEXTS[kind].template;
  downloadFile(templateCsv(file), file.fileName, MIME.csv);
}

/** The spec's inputs of one tool: CSV input, country, offsite ads, annual sales, cost per item, target margin. */
export function CsvToolForm({
  kind,
  form,
  savedProducts,
  running,
  onSubmit,
  sourceChoice = false,
  fromShop = false,
  shopName = null,
}: CsvToolFormProps) {
  const texts = TOOL_TEXTS[kind];
  const fields = TOOL_FIELDS[kind];
  const { values } = form;
  const currency = findCountry(values.country)?.currency ?? 'USD';
  const symbol = findCurrency(currency)?.symbol ?? currency;
  const decimals = minorDigits(currency);
  const money = {
    min: 0,
    step: decimals > 0 ? 10 ** -decimals : 1,
    decimalScale: decimals,
    thousandSeparator: ',',
    allowNegative: false,
    leftSection: (
      <Text size="sm" c="dimmed" aria-hidden="true">
        {symbol}
      </Text>
    ),
  } as const;
  // Descriptions under the inputs, so the inputs of a row line up whatever their descriptions' length.
  const below: Pick<InputWrapperProps, 'inputWrapperOrder'> = {
    inputWrapperOrder: ['label', 'input', 'description', 'error'],
  };
  const margin = typedTargetMargin(values.targetMargin);
  const pasteBox = useRef<HTMLTextAreaElement>(null);
  // The paste box is read once, here: what was pasted joins the values the form checks and runs.
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    if (pasteBox.current) form.setFieldValue('csv', pasteBox.current.value);
    form.onSubmit(onSubmit)(event);
  };
  const defaultCost = formatMajor(DEFAULT_AUDIT_BASE_COST, currency);
  const costSources =
    (savedProducts > 0
      ? `Costs come from the file, then your ${formatCount(savedProducts)} saved product${savedProducts === 1 ? '' : 's'} (matched by SKU, then title), then this amount.`
      : 'For rows whose cost the file does not give. Saved Multi-Product rows match by SKU, then title.') +
    ` Empty counts as ${defaultCost}.`;

  return (
    <form noValidate onSubmit={submit} aria-label={texts.title}>
      <Card padding="lg">
        <Stack gap="sm">
          <Title order={3} fz="md">
            {fromShop ? MARKETPLACE_TEXTS.yourShop : 'Your file'}
          </Title>
          {sourceChoice && (
            <SourceSwitch
              texts={{
                label: MARKETPLACE_TEXTS.sourceLabel,
                fromFile: MARKETPLACE_TEXTS.fromFile,
                fromShop: MARKETPLACE_TEXTS.fromShop,
              }}
              disabled={running}
              {...form.getInputProps('source')}
            />
          )}
          {fromShop ? (
            <Text size="sm">
              {kind === 'orders'
                ? MARKETPLACE_TEXTS.shopOrdersIntro(shopName ?? 'your shop')
                : MARKETPLACE_TEXTS.shopListingsIntro(shopName ?? 'your shop')}
            </Text>
          ) : (
            <>
              <CsvInput
                pasted={values.csv}
                pasteRef={pasteBox}
                file={values.file}
                error={typeof form.errors.csv === 'string' ? form.errors.csv : null}
                accepts={texts.accepts}
                disabled={running}
                onFile={(file) => {
                  form.setValues({ csv: pasteBox.current?.value ?? values.csv, file });
                  form.clearFieldError('csv');
                }}
                onPaste={() => {
                  if (form.errors.csv) form.clearFieldError('csv');
                }}
                onClear={() => {
                  form.setValues({ file: null });
                  form.clearFieldError('csv');
                }}
                onRefuse={(message) => form.setFieldError('csv', message)}
              />
              <Group gap={8} wrap="nowrap" className={classes.privacy} align="flex-start">
                <IconShieldLock size={18} aria-hidden="true" style={{ flex: 'none', marginTop: 1 }} />
                <Text size="sm">{CSV_TOOL_TEXTS.privacy}</Text>
              </Group>
            </>
          )}
        </Stack>
        <Divider my="lg" />
        <Stack gap="md">
          <Title order={3} fz="md">
            Settings
          </Title>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: fields.postage ? 3 : fields.targetMargin ? 4 : 3 }}
            spacing="md"
            verticalSpacing="md"
          >
            <Select
              label={CSV_FIELD_LABELS.country}
              description="Its fee schedule and currency"
              data={COUNTRY_OPTIONS}
              allowDeselect={false}
              disabled={running}
              {...below}
              {...form.getInputProps('country')}
            />
            <NumberInput
              label={CSV_FIELD_LABELS.annualSales}
              description="Last 12 months: decides the offsite ads rate"
              placeholder="0"
              disabled={running}
              {...money}
              {...below}
              {...form.getInputProps('annualSales')}
            />
            <NumberInput
              label={COST_LABELS[kind]}
              description={costSources}
              placeholder={defaultCost}
              disabled={running}
              {...money}
              {...below}
              {...form.getInputProps('costPerItem')}
            />
            {fields.postage && (
              <NumberInput
                label={CSV_FIELD_LABELS.postagePerOrder}
                description="What a shipping label costs you, for orders whose file has no postage_cost. Comes off net profit."
                placeholder="None"
                disabled={running}
                {...money}
                {...below}
                {...form.getInputProps('postagePerOrder')}
              />
            )}
            {fields.targetMargin && (
              <NumberInput
                label={CSV_FIELD_LABELS.targetMargin}
                description={
                  kind === 'orders'
                    ? '40 or 0.40: both are 40% (up to 1 is a fraction, above 1 a percent). Item lines under it are flagged.'
                    : `40 or 0.40: both are 40% (up to 1 is a fraction, above 1 a percent). Market and premium prices are at ${MARGIN_TIERS.market}% and ${MARGIN_TIERS.premium}%.`
                }
                min={TARGET_MARGIN.min}
                max={100}
                step={TARGET_MARGIN.step}
                decimalScale={2}
                allowNegative={false}
                clampBehavior="strict"
                disabled={running}
                rightSectionWidth={64}
                rightSection={
                  margin !== undefined && Number.isFinite(margin) ? (
                    <Text size="xs" c="dimmed" aria-hidden="true">
                      = {Number((margin * 100).toFixed(2))}%
                    </Text>
                  ) : null
                }
                {...below}
                {...form.getInputProps('targetMargin')}
              />
            )}
          </SimpleGrid>
          {fields.priceCuts && (
            <Switch
              label={CSV_FIELD_LABELS.allowPriceCuts}
              description="On: listings priced above your target are lowered to the target price, which cuts their price. Off: they keep their price, and only prices under target go up."
              disabled={running}
              {...form.getInputProps('allowPriceCuts', { type: 'checkbox' })}
            />
          )}
          {fields.offsiteAds && (
            <Switch
              label="Sales come through offsite ads"
              description={`Adds the offsite ads fee: 15% of the order (12% from ${formatMajor(OFFSITE_ADS_THRESHOLD, currency)} a year), at most ${formatMajor(100, currency)}`}
              disabled={running}
              {...form.getInputProps('offsiteAds', { type: 'checkbox' })}
            />
          )}
        </Stack>
        <Group gap="sm" mt="xl" wrap="wrap">
          <Button
            type="submit"
            size="md"
            radius="xl"
            leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
            loading={running}
          >
            {texts.run}
          </Button>
          {!fromShop && (
            <Button
              component="a"
              href={texts.template.path}
              target="_blank"
              rel="noopener"
              variant="subtle"
              size="md"
              radius="xl"
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => downloadTemplateOffline(kind, event)}
            >
              {CSV_TOOL_TEXTS.template}
            </Button>
          )}
        </Group>
      </Card>
    </form>
  );
}
