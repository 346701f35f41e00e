import { Button } from '@chakra-ui/react';

interface PageInfo {
  hasNextPage: boolean;
  endCursor?: string | null;
}

/**
 * 'Carregar mais' under a paged list (a Relay connection), shown only while there is a next page.
 * A failed load leaves the button in place to try again.
 */
export function LoadMoreButton({ pageInfo, onLoadMore }: { pageInfo: PageInfo; onLoadMore: (after: string | null | undefined) => Promise<unknown> }) {
  if (!pageInfo.hasNextPage) return null;
  return (
    <Button alignSelf="center" variant="outline" onClick={() => void onLoadMore(pageInfo.endCursor).catch(() => undefined)}>
      Carregar mais
    </Button>
  );
}
