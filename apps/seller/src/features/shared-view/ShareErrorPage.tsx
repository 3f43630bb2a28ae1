import { Trans } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockX, IconLinkOff } from '@tabler/icons-react';
import { StatusPage } from '../shell/StatusPage';
import type { ShareLoadProblem } from './share-error';
import { SHARED_VIEW_TEXTS } from './texts';

export interface ShareErrorPageProps {
  problem: ShareLoadProblem;
  /** Asks again; offered only when the failure may pass (not for a missing or expired share). */
  onRetry: () => void;
  retrying: boolean;
}

/** The way home: the page's main button, or the second one when 'Try again' comes first. */
function HomeButton({ secondary = false }: { secondary?: boolean }) {
  return (
    <Button size="md" component="a" href="/" variant={secondary ? 'default' : 'filled'}>
      {SHARED_VIEW_TEXTS.goHome}
    </Button>
  );
}

/** A share that cannot be shown (core spec §8), each case in its own words, always with a way home. */
export function ShareErrorPage({ problem, onRetry, retrying }: ShareErrorPageProps) {
  switch (problem.kind) {
    case 'not-found':
      return (
        <StatusPage
          icon={<IconLinkOff size={32} />}
          color="gray"
          title={SHARED_VIEW_TEXTS.notFoundTitle}
          actions={<HomeButton />}
        >
          <Text c="dimmed">{SHARED_VIEW_TEXTS.notFound}</Text>
        </StatusPage>
      );
    case 'gone':
      return (
        <StatusPage
          icon={<IconClockX size={32} />}
          color="yellow"
          title={SHARED_VIEW_TEXTS.goneTitle}
          actions={<HomeButton />}
        >
          <Text c="dimmed">{SHARED_VIEW_TEXTS.gone}</Text>
          <Text size="sm" c="dimmed">
            <Trans>Ask the person who shared it for a new link.</Trans>
          </Text>
        </StatusPage>
      );
    case 'failed':
      return (
        <StatusPage
          icon={<IconAlertTriangle size={32} />}
          color="red"
          title={SHARED_VIEW_TEXTS.failed}
          actions={
            <>
              <Button size="md" onClick={onRetry} loading={retrying}>
                {SHARED_VIEW_TEXTS.tryAgain}
              </Button>
              <HomeButton secondary />
            </>
          }
        >
          <Text c="dimmed">{problem.detail ?? SHARED_VIEW_TEXTS.unreachable}</Text>
        </StatusPage>
      );
  }
}
