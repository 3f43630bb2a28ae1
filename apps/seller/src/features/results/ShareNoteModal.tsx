import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MAX_SHARE_NOTE_LENGTH } from '@margin/core';
import { useState, type FormEvent } from 'react';
import { DIALOG_PROPS } from '../shell/dialog-props';

export interface ShareNoteModalProps {
  opened: boolean;
  onClose: () => void;
  /** Creates and copies the link: called inside the click, so the browser allows the copy. */
  onCreate: (note: string) => void;
}

/** A share link with a note shown above the figures on the share page (core spec §2.10, §3 `notes`). */
export function ShareNoteModal({ opened, onClose, onCreate }: ShareNoteModalProps) {
  const { t } = useLingui();
  return (
    <Modal {...DIALOG_PROPS} opened={opened} onClose={onClose} title={t`Share with a Note`}>
      {/* Mounted per opening, so each link starts from an empty note. */}
      {opened && <ShareNoteForm onClose={onClose} onCreate={onCreate} />}
    </Modal>
  );
}

function ShareNoteForm({ onClose, onCreate }: Omit<ShareNoteModalProps, 'opened'>) {
  const { t } = useLingui();
  const [note, setNote] = useState('');
  const length = note.length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onClose();
    onCreate(note.trim());
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>
            The note appears above the figures on the share page. Anyone with the link can read it.
          </Trans>
        </Text>
        <Textarea
          label={t`Note for the link (optional)`}
          placeholder={t`For example: the price we agreed for the wholesale order`}
          description={t`${length}/${MAX_SHARE_NOTE_LENGTH} characters`}
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
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit">
            <Trans>Create and Copy Link</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
