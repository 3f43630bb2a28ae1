import { ActionIcon, Button, FileButton, Group, Stack, Text, Textarea, ThemeIcon } from '@mantine/core';
import { formatCount, isCsvFile } from '@margin/core';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { useId, useState, type DragEvent } from 'react';
import classes from './CsvTools.module.css';
import { CSV_TOOL_TEXTS } from './csv-tool-texts';

export interface CsvInputProps {
  /** The file's text or what was pasted. */
  text: string;
  /** The file's name; null for pasted text. */
  fileName: string | null;
  /** The spec's message for missing data, or why the file was refused. */
  error?: string | null;
  /** The files the tool reads, in words. */
  accepts: string;
  disabled?: boolean;
  onFile: (name: string, text: string) => void;
  onPaste: (text: string) => void;
  onClear: () => void;
  onRefuse: (message: string) => void;
}

function sizeText(text: string): string {
  const bytes = new Blob([text]).size;
  return bytes < 1024
    ? `${bytes} bytes`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function lineCount(text: string): number {
  let lines = 0;
  for (const line of text.split(/\r\n|\n|\r/)) if (line.trim() !== '') lines += 1;
  return lines;
}

/**
 * A CSV file dropped or chosen, or text pasted (advanced spec §2, §5). A file is read here with File.text() and
 * stays on the device; a file that is not CSV is refused with the spec's 'Please upload a CSV file'.
 */
export function CsvInput({
  text,
  fileName,
  error,
  accepts,
  disabled,
  onFile,
  onPaste,
  onClear,
  onRefuse,
}: CsvInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [dragging, setDragging] = useState(false);

  const take = (file: File | null | undefined) => {
    if (!file) return;
    if (!isCsvFile(file)) {
      onRefuse(CSV_TOOL_TEXTS.notCsv);
      return;
    }
    void file.text().then(
      (content) => onFile(file.name, content),
      () => onRefuse(CSV_TOOL_TEXTS.notCsv),
    );
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

  if (fileName !== null) {
    return (
      <Stack gap={6}>
        <Group className={classes.fileChip} gap="sm" wrap="nowrap" aria-label="Chosen file" role="group">
          <ThemeIcon variant="white" size={40} radius="md" aria-hidden="true">
            <IconFileSpreadsheet size={22} />
          </ThemeIcon>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} truncate="end">
              {fileName}
            </Text>
            <Text size="xs" c="dimmed">
              {sizeText(text)} · {formatCount(lineCount(text))} lines · read on this device
            </Text>
          </div>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={onClear}
            disabled={disabled}
            aria-label={`Remove ${fileName}`}
            title="Remove"
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
        aria-label="CSV file"
        aria-describedby={error ? errorId : undefined}
        data-testid="csv-drop-zone"
      >
        <Stack gap={6} align="center">
          <ThemeIcon variant="light" size={44} radius="xl" aria-hidden="true">
            <IconUpload size={22} />
          </ThemeIcon>
          <Text fw={700}>{CSV_TOOL_TEXTS.dropTitle}</Text>
          <Text size="sm" c="dimmed" maw={420}>
            {accepts}
          </Text>
          <FileButton onChange={take} accept=".csv,text/csv" disabled={disabled}>
            {(props) => (
              <Button {...props} variant="default" radius="xl" mt={4} disabled={disabled}>
                {CSV_TOOL_TEXTS.choose}
              </Button>
            )}
          </FileButton>
        </Stack>
      </div>
      <Textarea
        className={classes.pasteArea}
        label={CSV_TOOL_TEXTS.pasteLabel}
        placeholder="Paste the rows with their header line"
        value={text}
        onChange={(event) => onPaste(event.currentTarget.value)}
        rows={4}
        resize="vertical"
        disabled={disabled}
        spellCheck={false}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      />
      {errorText}
    </Stack>
  );
}
