// /explore and /marketplace query parameters <-> the products filter and sort (pure).
// Parameters: search, categoria, and ours: promocoes=1, min, max (pt-BR or plain
// decimal), loja (store UUID) and ordem (recentes | menor-preco | maior-preco | maior-desconto |
// avaliados).
import { parseMoney } from '@common/money';
import type { ProductFilter, ProductSort } from '../../gql/graphql';
import { isUuid } from '@common/slug';
import { globalIdOf } from '../../lib/ids';

export const SORT_OPTIONS: readonly { value: string; sort: ProductSort; label: string }[] = [
  { value: 'recentes', sort: 'NEWEST', label: 'Mais recentes' },
  { value: 'menor-preco', sort: 'PRICE_ASC', label: 'Menor preço' },
  { value: 'maior-preco', sort: 'PRICE_DESC', label: 'Maior preço' },
  { value: 'maior-desconto', sort: 'BIGGEST_DISCOUNT', label: 'Maior desconto' },
  { value: 'avaliados', sort: 'BEST_RATED', label: 'Mais bem avaliados' },
];

export const DEFAULT_SORT = 'recentes';
export const PAGE_SIZE = 24;

export interface ExploreState {
  search: string;
  categoria: string;
  onlyPromotions: boolean;
  /** Canonical decimals ('10.00') or ''. */
  min: string;
  max: string;
  loja: string;
  ordem: string;
}

export function readExploreParams(params: URLSearchParams): ExploreState {
  const ordem = params.get('ordem') ?? DEFAULT_SORT;
  return {
    search: (params.get('search') ?? '').trim(),
    categoria: (params.get('categoria') ?? '').trim(),
    onlyPromotions: params.get('promocoes') === '1',
    min: parseMoney(params.get('min') ?? '') ?? '',
    max: parseMoney(params.get('max') ?? '') ?? '',
    loja: (params.get('loja') ?? '').trim(),
    ordem: SORT_OPTIONS.some((o) => o.value === ordem) ? ordem : DEFAULT_SORT,
  };
}

/** The URL for a state: empty values and the default sort are left out. */
export function writeExploreParams(state: ExploreState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('search', state.search);
  if (state.categoria) params.set('categoria', state.categoria);
  if (state.onlyPromotions) params.set('promocoes', '1');
  if (state.min) params.set('min', state.min);
  if (state.max) params.set('max', state.max);
  if (state.loja) params.set('loja', state.loja);
  if (state.ordem && state.ordem !== DEFAULT_SORT) params.set('ordem', state.ordem);
  return params;
}

export function toProductFilter(state: ExploreState): ProductFilter {
  const filter: ProductFilter = {};
  if (state.search.length >= 2) filter.search = state.search;
  if (state.categoria) filter.segmentSlug = state.categoria;
  if (state.onlyPromotions) filter.onlyPromotions = true;
  if (state.min) filter.minPrice = state.min;
  if (state.max) filter.maxPrice = state.max;
  // ?loja= carries the store's UUID (as in /loja/:id); anything else is ignored.
  if (isUuid(state.loja)) filter.storeId = globalIdOf('Store', state.loja);
  return filter;
}

export function toProductSort(ordem: string): ProductSort {
  return SORT_OPTIONS.find((o) => o.value === ordem)?.sort ?? 'NEWEST';
}

/** Whether anything narrows the list (for 'Limpar filtros'). */
export function hasFilters(state: ExploreState): boolean {
  return !!(state.search || state.categoria || state.onlyPromotions || state.min || state.max || state.loja);
}

/** Price typed by the user in pt-BR ('12,50') as it goes to the URL ('12.50'), or '' / null when invalid. */
export function priceInput(text: string): string | null {
  if (text.trim() === '') return '';
  const value = parseMoney(text);
  if (value === null || value.startsWith('-')) return null;
  return value;
}

/** Fallback segments (used silently when the segments query fails). */
export const FALLBACK_SEGMENTS: readonly { id: string; name: string; slug: string }[] = [
  { id: 'fallback-1', name: 'Material de Construção', slug: 'materiais-construcao' },
  { id: 'fallback-2', name: 'Elétrica', slug: 'eletrica' },
  { id: 'fallback-3', name: 'Vidraçaria', slug: 'vidracaria' },
  { id: 'fallback-4', name: 'Marmoraria', slug: 'marmoraria' },
  { id: 'fallback-5', name: 'Aluguel de Equipamentos', slug: 'aluguel-equipamentos' },
];
