import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import type { ScreenKey } from './table';

// The first data of a signed-in screen, asked for as soon as its route starts loading (with the
// screen's chunk) instead of after the session has arrived and the screen has mounted: on /home that
// was a round trip and a page mount on the way to the first product photo, the page's largest paint
// (bench/diary.md, "Os dados da /home pedidos com a rota"). The screen's own query takes the answer
// from the cache, or shares the request still on its way. Only queries without variables. The
// documents come with the screen's own chunks, so the app's entry does not grow.
const SCREEN_DATA: Partial<Record<ScreenKey, () => Promise<DocumentNode[]>>> = {
  home: () => import('../catalog/documents').then((documents) => [documents.HomeRecommendationsDocument]),
};

export async function prefetchScreenData(screen: ScreenKey, client: ApolloClient): Promise<void> {
  const queries = (await SCREEN_DATA[screen]?.().catch(() => undefined)) ?? [];
  for (const query of queries) void client.query({ query }).catch(() => undefined);
}
