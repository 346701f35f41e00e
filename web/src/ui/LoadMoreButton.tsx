import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../notify';

export const LOAD_MORE_LABEL = 'Carregar mais';
export const LOAD_MORE_FAILED = 'Não foi possível carregar mais. Tente novamente.';

interface PageInfo {
  hasNextPage: boolean;
  endCursor?: string | null;
}

/**
 * 'Carregar mais' under a paged list (a Relay connection), shown only while there is a next page.
 * While a page loads the button spins and takes no second click (the same page twice); a failed
 * load says so in a toast and leaves the button in place to try again.
 */
export function LoadMoreButton({
  pageInfo,
  onLoadMore,
  label = LOAD_MORE_LABEL,
}: {
  pageInfo: PageInfo;
  onLoadMore: (after: string | null | undefined) => Promise<unknown>;
  label?: string;
}) {
  const [loading, setLoading] = useState(false);
  if (!pageInfo.hasNextPage) return null;

  async function loadMore() {
    setLoading(true);
    try {
      await onLoadMore(pageInfo.endCursor);
    } catch {
      notify.error(LOAD_MORE_FAILED);
    } finally {
      setLoading(false);
    }
  }

  return (
    <Button alignSelf="center" variant="outline" loading={loading} onClick={() => void loadMore()}>
      {label}
    </Button>
  );
}
