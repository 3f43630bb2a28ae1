import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MAX_SHARE_NOTE_LENGTH } from '@margin/core';
import { useState, type FormEvent } from 'react';
import { DIALOG_PROPS } from '../shell/dialog-props';

export const SHARE_NOTE_TEXTS = {
  title: 'Share with a Note',
  label: 'Note for the link (optional)',
  create: 'Create and Copy Link',
} as const;

export interface ShareNoteModalProps {
  opened: boolean;
  onClose: () => void;
  /** Creates and copies the link: called inside the click, so the browser allows the copy. */
  onCreate: (note: string) => void;
}

/** A share link with a note shown above the figures on the share page (core spec §2.10, §3 `notes`). */
export function ShareNoteModal({ opened, onClose, onCreate }: ShareNoteModalProps) {
  return (
    <Modal {...DIALOG_PROPS} opened={opened} onClose={onClose} title={SHARE_NOTE_TEXTS.title}>
      {/* Mounted per opening, so each link starts from an empty note. */}
      {opened && <ShareNoteForm onClose={onClose} onCreate={onCreate} />}
    </Modal>
  );
}

function ShareNoteForm({ onClose, onCreate }: Omit<ShareNoteModalProps, 'opened'>) {
  const [note, setNote] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onClose();
    onCreate(note.trim());
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The note appears above the figures on the share page. Anyone with the link can read it.
        </Text>
        <Textarea
          label={SHARE_NOTE_TEXTS.label}
          placeholder="For example: the price we agreed for the wholesale order"
          description={`${note.length}/${MAX_SHARE_NOTE_LENGTH} characters`}
          inputWrapperOrder={['label', 'input', 'description']}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={MAX_SHARE_NOTE_LENGTH}
          rows={4}
          resize="vertical"
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">{SHARE_NOTE_TEXTS.create}</Button>
        </Group>
      </Stack>
    </form>
  );
}
