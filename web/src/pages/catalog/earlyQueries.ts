// The data of a page's first screen, asked for by web/index.html as the page starts, while the
// app's scripts still download; when Apollo asks the same (operation and variables), the answer is
// already there or on its way (web/src/earlyAnswers.ts). The pages build their
// variables with these same functions, so both always ask the same. The build turns EARLY_QUERIES
// into the list web/index.html reads (web/vite.config.ts, `appScriptsLoadedByPage`).
import type { DocumentNode } from 'graphql';
import { PAGE_SIZE, readExploreParams, toProductFilter, toProductSort, type ExploreState } from './exploreParams';
import { ExploreProductsDocument, ProductBySlugDocument, SegmentsDocument } from '../../catalog/documents';
import { ProfessionalsDocument } from '../../professionals/documents';

/** Reviews on the product page's first load (more with 'Ver mais avaliações'). */
export const REVIEWS_PAGE = 5;

export function productPageVariables(vendor: string, slug: string) {
  return { storeSlug: vendor, productSlug: slug, reviewsFirst: REVIEWS_PAGE };
}

export function exploreVariables(state: ExploreState) {
  return { first: PAGE_SIZE, filter: toProductFilter(state), sort: toProductSort(state.ordem) };
}

export interface EarlyQuery {
  /** A route of web/src/routes/table.ts, opened with no query string. */
  path: string;
  document: DocumentNode;
  variables: (params: Record<string, string>) => Record<string, unknown>;
}

export const EARLY_QUERIES: readonly EarlyQuery[] = [
  { path: '/produto/:vendor/:slug', document: ProductBySlugDocument, variables: (params) => productPageVariables(params.vendor, params.slug) },
  { path: '/explore', document: ExploreProductsDocument, variables: () => exploreVariables(readExploreParams(new URLSearchParams())) },
  // The category chips above the grid (ExplorePage's SegmentChips).
  { path: '/explore', document: SegmentsDocument, variables: () => ({}) },
  // The landing's categories and the footer's.
  { path: '/', document: SegmentsDocument, variables: () => ({}) },
  // The professionals with no filter (ProfessionalsPage, its address's query string empty).
  { path: '/profissionais', document: ProfessionalsDocument, variables: () => ({ trade: null, town: null }) },
];
