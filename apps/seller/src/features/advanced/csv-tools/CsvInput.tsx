import { ActionIcon, Button, FileButton, Group, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { isCsvFile, isEnglish } from '@margin/core';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useState, type DragEvent, type Ref } from 'react';
import classes from './CsvTools.module.css';
import { useLocale } from '../../../i18n/runtime';
import { MAX_DEVICE_FILE_BYTES } from './csv-tool-form';
import { FILE_REFUSALS } from './file-refusals';
import { removeFile } from '../file-texts';
import { CSV_TOOL_TEXTS } from './csv-tool-texts';

/** The input's own words, for a tool that reads more than one file or speaks the seller's language. */
export interface CsvInputTexts {
  /** The drop zone's name for assistive technology. */
  label: string;
  /** The chosen file's. */
  chosen: string;
  dropTitle: string;
  choose: string;
  /** After the file's size: where it is read. */
  readHere: string;
  remove: (name: string) => string;
}

/** The CSV tools' words, read in the language on screen. */
const defaultTexts = (): CsvInputTexts => ({
  label: CSV_TOOL_TEXTS.fileLabel,
  chosen: CSV_TOOL_TEXTS.chosen,
  dropTitle: CSV_TOOL_TEXTS.dropTitle,
  choose: CSV_TOOL_TEXTS.choose,
  readHere: CSV_TOOL_TEXTS.readHere,
  remove: removeFile,
});

export interface CsvInputProps {
  /** What was pasted when the paste box last mounted (the box keeps what is typed; `pasteRef` reads it). */
  pasted?: string;
  /** The paste box, read when the tool runs: typing into it re-renders and re-reads nothing. Without it, no box. */
  pasteRef?: Ref<HTMLTextAreaElement>;
  /** The dropped or chosen file; null for pasted text. */
  file: File | null;
  /** The spec's message for missing data, or why the file was refused. */
  error?: string | null;
  /** The files the tool reads, in words. */
  accepts: string;
  disabled?: boolean;
  onFile: (file: File) => void;
  /** Something was typed or pasted (so a message about missing data can go); with the paste box only. */
  onPaste?: () => void;
  onClear: () => void;
  onRefuse: (message: string) => void;
  texts?: Partial<CsvInputTexts>;
}

/** The file's size: English as the tools always wrote it, another language in its own units ('922 Byte', '1,2 kB'). */
function sizeText(bytes: number, locale: string): string {
  if (!isEnglish(locale)) {
    const [amount, unit] =
      bytes < 1024
        ? [bytes, 'byte']
        : bytes < 1024 * 1024
          ? [bytes / 1024, 'kilobyte']
          : [bytes / 1024 / 1024, 'megabyte'];
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: unit === 'byte' ? 'long' : 'short',
      maximumFractionDigits: 1,
    }).format(amount);
  }
  return bytes < 1024
    ? `${bytes} bytes`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A CSV file dropped or chosen, or text pasted (advanced spec §2, §5). A file is not read here: the analysis
 * reads it as a stream, on the device, when the tool runs. A file that is not CSV is refused with the spec's
 * 'Please upload a CSV file', one over 100 MB with the limit.
 */
export function CsvInput({
  pasted,
  pasteRef,
  file: chosen,
  error,
  accepts,
  disabled,
  onFile,
  onPaste,
  onClear,
  onRefuse,
  texts: ownTexts,
}: CsvInputProps) {
  const locale = useLocale();
  const texts = { ...defaultTexts(), ...ownTexts };
  const id = useId();
  const errorId = `${id}-error`;
  const [dragging, setDragging] = useState(false);

  const take = (file: File | null | undefined) => {
    if (!file) return;
    if (!isCsvFile(file)) {
      onRefuse(FILE_REFUSALS.notCsv);
      return;
    }
    if (file.size > MAX_DEVICE_FILE_BYTES) {
      onRefuse(FILE_REFUSALS.tooLarge);
      return;
    }
    onFile(file);
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    take(event.dataTransfer.files[0]);
  };

  const errorText = error ? (
    <Text id={errorId} size="sm" c="var(--mantine-color-error)" role="alert" fw={500}>
      {error}
    </Text>
  ) : null;

  if (chosen !== null) {
    return (
      <Stack gap={6}>
        <Group className={classes.fileChip} gap="sm" wrap="nowrap" aria-label={texts.chosen} role="group">
          <ThemeIcon variant="white" size={40} radius="md" aria-hidden="true">
            <IconFileSpreadsheet size={22} />
          </ThemeIcon>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} className={classes.fileName}>
              {chosen.name}
            </Text>
            <Text size="xs" c="dimmed">
              {sizeText(chosen.size, locale)} · {texts.readHere}
            </Text>
          </div>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onClear}
            disabled={disabled}
            aria-label={texts.remove(chosen.name)}
            title={texts.remove(chosen.name)}
          >
            <IconX size={18} />
          </ActionIcon>
        </Group>
        {errorText}
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <div
        className={classes.dropZone}
        data-active={dragging || undefined}
        data-error={error ? true : undefined}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        role="group"
        aria-label={texts.label}
        aria-describedby={error ? errorId : undefined}
        data-testid="csv-drop-zone"
      >
        <Stack gap={6} align="center">
          <ThemeIcon variant="light" size={44} radius="xl" aria-hidden="true">
            <IconUpload size={22} />
          </ThemeIcon>
          <Text fw={700}>{texts.dropTitle}</Text>
          <Text size="sm" c="dimmed" maw={420}>
            {accepts}
          </Text>
          <FileButton onChange={take} accept=".csv,text/csv" disabled={disabled}>
            {(props) => (
              <Button {...props} variant="default" radius="xl" mt={4} disabled={disabled}>
                {texts.choose}
              </Button>
            )}
          </FileButton>
        </Stack>
      </div>
      {pasteRef && (
        <Textarea
          className={classes.pasteArea}
          label={CSV_TOOL_TEXTS.pasteLabel}
          placeholder={CSV_TOOL_TEXTS.pastePlaceholder}
          ref={pasteRef}
          defaultValue={pasted}
          onChange={onPaste}
          rows={4}
          resize="vertical"
          disabled={disabled}
          spellCheck={false}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
        />
      )}
      {errorText}
    </Stack>
  );
}
