import { useDocumentTitle } from '@mantine/hooks';
import { SharedCalculation } from '../features/shared-view/SharedCalculation';
import { SharedViewSkeleton } from '../features/shared-view/SharedViewSkeleton';
import { ShareErrorPage } from '../features/shared-view/ShareErrorPage';
import { shareLoadProblem } from '../features/shared-view/share-error';
import { SHARED_VIEW_TEXTS } from '../features/shared-view/texts';
import { useSharedCalculation } from '../features/shared-view/use-shared-calculation';

/** /s/{shareId}: a calculation someone shared, read-only (core spec §2.10). Open to anyone with the link. */
export function SharedViewPage({ shareId }: { shareId: string }) {
  useDocumentTitle(SHARED_VIEW_TEXTS.documentTitle);
  const share = useSharedCalculation(shareId);
  return (
    <>
      {/* A share holds a seller's costs: reachable by its link, never listed by search engines. */}
      <meta name="robots" content="noindex" />
      {share.isPending ? (
        <SharedViewSkeleton />
      ) : share.isError ? (
        <ShareErrorPage
          problem={shareLoadProblem(share.error)}
          onRetry={() => void share.refetch()}
          retrying={share.isFetching}
        />
      ) : (
        <SharedCalculation share={share.data} />
      )}
    </>
  );
}
