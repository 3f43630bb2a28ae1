import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Menu } from '@mantine/core';
import {
  IconCheck,
  IconChevronDown,
  IconExternalLink,
  IconFileSpreadsheet,
  IconLink,
  IconLock,
  IconMail,
  IconNote,
  IconPhoto,
  IconShare,
} from '@tabler/icons-react';
import type { TCalculationInput, TCalculationResult } from '@margin/core';
import { useState } from 'react';
import { lazyDialog } from '../shell/lazy-dialog';
import type { useExport } from './use-export';
import { SHARE_TEXTS, useShareLink } from './use-share-link';
import { localized } from '../../i18n/localized';

// Each opened from this menu only: not in the first download.
const ShareNoteModal = lazyDialog(() => import('./ShareNoteModal').then((m) => m.ShareNoteModal), 'opened');
const EmailReportModal = lazyDialog(
  () => import('./EmailReportModal').then((m) => m.EmailReportModal),
  'opened',
);

export const SHARE_MENU_TEXTS = localized({
  createLink: msg`Copy Share Link`,
  withNote: msg`Add a Note to the Link`,
  openPage: msg`Open Share Page`,
  image: msg`Download Image`,
  excel: msg`Export to Excel`,
  email: msg`Email Report`,
});

/** Where a refusal shows: under the buttons that were tried (this menu's, or the file buttons). */
export type RefusalPlace = 'menu' | 'files';

/** Runs a feature's action, or says why it is refused, beside what was tried (core spec §6). */
export type GuardedRun = (feature: 'export' | 'share', action: () => void, place?: RefusalPlace) => void;

export interface ShareMenuProps {
  input: TCalculationInput;
  result: TCalculationResult;
  exporter: ReturnType<typeof useExport>;
  /** Runs an item's action when the seller may use it, else shows why not (core spec §6). */
  guard: GuardedRun;
  /** Which features the seller lacks: their items show the lock before any click. */
  locked?: { share: boolean; export: boolean };
  /** The note that says why they are locked, to describe them by. */
  lockNoteId?: string;
}

/**
 * The Share button and its menu (core spec §2.5): a link to copy (in one click, or with a note first) or open,
 * an image, Excel, e-mail.
 */
export function ShareMenu({
  input,
  result,
  exporter,
  guard,
  locked = { share: false, export: false },
  lockNoteId,
}: ShareMenuProps) {
  const share = useShareLink(input, result);
  const [emailOpened, setEmailOpened] = useState(false);
  const [noteOpened, setNoteOpened] = useState(false);
  // One link at a time: a second click while the first is on its way would make a second share.
  const creating = share.state === 'creating';
  // A locked item shows the lock in place of its icon, and is described by the note that says why.
  const item = (feature: 'share' | 'export', Icon: typeof IconLink) =>
    locked[feature]
      ? {
          leftSection: <IconLock size={16} aria-hidden />,
          'aria-describedby': lockNoteId,
          'data-locked': true,
        }
      : { leftSection: <Icon size={16} /> };
  const allLocked = locked.share && locked.export;

  return (
    <>
      <Menu position="bottom-end" width={230} shadow="md" radius="md" withinPortal>
        <Menu.Target>
          <Button
            leftSection={
              allLocked ? (
                <IconLock size={16} aria-hidden />
              ) : share.state === 'copied' ? (
                <IconCheck size={16} />
              ) : (
                <IconShare size={16} />
              )
            }
            rightSection={<IconChevronDown size={14} />}
            aria-describedby={allLocked ? lockNoteId : undefined}
          >
            {SHARE_TEXTS[share.state]}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Trans>Read-only link, valid 30 days</Trans>
          </Menu.Label>
          <Menu.Item
            {...item('share', IconLink)}
            disabled={creating}
            onClick={() => guard('share', () => void share.copyLink())}
          >
            {SHARE_MENU_TEXTS.createLink}
          </Menu.Item>
          <Menu.Item
            {...item('share', IconNote)}
            disabled={creating}
            onClick={() => guard('share', () => setNoteOpened(true))}
          >
            {SHARE_MENU_TEXTS.withNote}
          </Menu.Item>
          <Menu.Item
            {...item('share', IconExternalLink)}
            disabled={creating}
            onClick={() => guard('share', () => void share.openPage())}
          >
            {SHARE_MENU_TEXTS.openPage}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>
            <Trans>Send or save</Trans>
          </Menu.Label>
          <Menu.Item
            {...item('export', IconPhoto)}
            disabled={exporter.running === 'png'}
            onClick={() => guard('export', () => void exporter.run('png'))}
          >
            {SHARE_MENU_TEXTS.image}
          </Menu.Item>
          <Menu.Item
            {...item('export', IconFileSpreadsheet)}
            disabled={exporter.running === 'xlsx'}
            onClick={() => guard('export', () => void exporter.run('xlsx'))}
          >
            {SHARE_MENU_TEXTS.excel}
          </Menu.Item>
          <Menu.Item {...item('share', IconMail)} onClick={() => guard('share', () => setEmailOpened(true))}>
            {SHARE_MENU_TEXTS.email}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ShareNoteModal
        opened={noteOpened}
        onClose={() => setNoteOpened(false)}
        onCreate={(note) => void share.copyLink(note)}
      />
      <EmailReportModal opened={emailOpened} onClose={() => setEmailOpened(false)} input={input} />
    </>
  );
}
