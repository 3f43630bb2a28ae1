import { msg, t } from '@lingui/core/macro';
import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import {
  SHARE_EXPIRY_DAYS,
  SHARE_VERSION,
  snapshotFromCalculation,
  type TCalculationInput,
  type TCalculationResult,
} from '@margin/core';
import { useTRPC } from '@margin/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { copyToClipboard } from './clipboard';
import { failureText } from './failure-text';
import { isSessionEnded } from '../account/api-error';
import { localized } from '../../i18n/localized';

/** How long 'Copied!' stays on the button (core spec §9). */
export const COPIED_MS = 3000;

export const SHARE_TEXTS = localized({
  idle: msg`Share`,
  creating: msg`Creating...`,
  copied: msg`Copied!`,
  failed: msg`Failed to create share link: `,
});

export type ShareState = 'idle' | 'creating' | 'copied';

/** A created link for one result: a newer calculation needs a link of its own. */
interface CreatedLink {
  result: TCalculationResult;
  url: string;
}

function showFailure(error: unknown) {
  if (isSessionEnded(error)) return;
  notifications.show({
    color: 'red',
    title: SHARE_TEXTS.idle,
    message: `${SHARE_TEXTS.failed}${failureText(error)}`,
  });
}

/** When the browser would not copy or open the link: the link itself, to copy or open by hand. */
function showLink(url: string, title: string) {
  notifications.show({
    title,
    autoClose: false,
    message: (
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        <Anchor href={url} target="_blank" rel="noopener noreferrer">
          {url}
        </Anchor>
      </Text>
    ),
  });
}

/**
 * The share link of a calculation (core spec §2.5, §4): created on the server as a read-only snapshot, with the
 * seller's optional note, then copied ('Creating...' → 'Copied!' for 3 seconds) or opened in a new tab.
 */
export function useShareLink(input: TCalculationInput, result: TCalculationResult) {
  const trpc = useTRPC();
  const { mutateAsync } = useMutation(trpc.shares.create.mutationOptions());
  const [state, setState] = useState<ShareState>('idle');
  const [created, setCreated] = useState<CreatedLink | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // The action under way: a second click before it ends gets the same promise rather than a second share.
  const inFlight = useRef<Promise<void> | null>(null);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const lastUrl = created?.result === result ? created.url : null;

  const create = useCallback(
    async (note: string) => {
      const { url } = await mutateAsync({
        calc: snapshotFromCalculation(input, result, note),
        version: SHARE_VERSION,
        expires_days: SHARE_EXPIRY_DAYS,
      });
      setCreated({ result, url });
      return url;
    },
    [input, result, mutateAsync],
  );

  /** Runs one share action at a time. */
  const single = useCallback((action: () => Promise<void>): Promise<void> => {
    if (inFlight.current) return inFlight.current;
    const running = action().finally(() => {
      inFlight.current = null;
    });
    inFlight.current = running;
    return running;
  }, []);

  const copyLink = useCallback(
    (note = '') =>
      single(async () => {
        window.clearTimeout(timer.current);
        setState('creating');
        const link = create(note);
        // Handed over at once, inside the click, so Safari allows the write (see copyToClipboard).
        const copied = copyToClipboard(link);
        let url: string;
        try {
          url = await link;
        } catch (error) {
          copied.catch(() => undefined);
          setState('idle');
          showFailure(error);
          return;
        }
        try {
          await copied;
        } catch {
          setState('idle');
          showLink(url, t`Share link created`);
          return;
        }
        setState('copied');
        timer.current = window.setTimeout(() => setState('idle'), COPIED_MS);
      }),
    [create, single],
  );

  const openPage = useCallback(
    () =>
      single(async () => {
        if (lastUrl) {
          window.open(lastUrl, '_blank', 'noopener,noreferrer');
          return;
        }
        // The tab is opened inside the click (a tab opened after a network wait is a blocked popup) and sent
        // to the link once it exists. It cannot be opened with 'noopener', which would hide it from us: the
        // opener is cut by hand instead.
        const tab = window.open('', '_blank');
        window.clearTimeout(timer.current);
        setState('creating');
        try {
          const url = await create('');
          if (tab) {
            tab.opener = null;
            tab.location.href = url;
          } else {
            showLink(url, t`Your share page`);
          }
        } catch (error) {
          tab?.close();
          showFailure(error);
        } finally {
          setState('idle');
        }
      }),
    [create, lastUrl, single],
  );

  return { state, copyLink, openPage };
}
