import { Button, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { templateCsv } from '@margin/core';
import { IconDownload, IconPlayerPlay, IconShieldLock } from '@tabler/icons-react';
import { useRef, type FormEvent, type MouseEvent } from 'react';
import { useLocale } from '../../../i18n/runtime';
import { downloadFile, MIME } from '../../export/download';
import classes from './CsvTools.module.css';
import type { CsvToolKind } from './csv-analysis';
import { MARKETPLACE_TEXTS } from '../../marketplace/marketplace-texts';
import { SourceSwitch } from '../../marketplace/SourceSwitch';
import { CsvInput } from './CsvInput';
import { CsvToolSettings } from './CsvToolSettings';
import type { CsvToolFormValues } from './csv-tool-form';
import { CSV_TOOL_TEXTS, TOOL_TEXTS, yourShop } from './csv-tool-texts';

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
  // Read again when the language changes: the form's words are Lingui messages.
  useLocale();
  const texts = TOOL_TEXTS[kind];
  const { values } = form;
  const pasteBox = useRef<HTMLTextAreaElement>(null);
  // The paste box is read once, here: what was pasted joins the values the form checks and runs.
  const submit = (event?: FormEvent<HTMLFormElement>) => {
    if (pasteBox.current) form.setFieldValue('csv', pasteBox.current.value);
    form.onSubmit(onSubmit)(event);
  };
  const shop = shopName ?? yourShop();

  return (
    <form noValidate onSubmit={submit} aria-label={texts.title}>
      <Card padding="lg">
        <Stack gap="sm">
          <Title order={3} fz="md">
            {fromShop ? MARKETPLACE_TEXTS.yourShop : CSV_TOOL_TEXTS.yourFile}
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
                ? MARKETPLACE_TEXTS.shopOrdersIntro(shop)
                : MARKETPLACE_TEXTS.shopListingsIntro(shop)}
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
        <CsvToolSettings kind={kind} form={form} savedProducts={savedProducts} running={running} />
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
