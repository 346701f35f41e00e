/** Landing-page categories (intro) and their /explore?categoria= slugs. */
export interface LandingCategory {
  slug: string;
  name: string;
}

export const LANDING_CATEGORIES: readonly LandingCategory[] = [
  { slug: 'materiais-construcao', name: 'Materiais de construção' },
  { slug: 'supermercados', name: 'Supermercados' },
  { slug: 'padarias', name: 'Padarias' },
  { slug: 'farmacias', name: 'Farmácias' },
  { slug: 'restaurantes', name: 'Restaurantes' },
  { slug: 'pet-shops', name: 'Pet shops' },
  { slug: 'acougues', name: 'Açougues' },
  { slug: 'hortifruti', name: 'Hortifrúti' },
];

export { exploreCategoryHref } from '@common/segments';

/** Minimum trimmed length of a search term (Product search). */
export const SEARCH_MIN_LENGTH = 2;

/** /explore?search=<term> for a term long enough to search, otherwise null. */
export function exploreSearchHref(term: string): string | null {
  const trimmed = term.trim();
  if (trimmed.length < SEARCH_MIN_LENGTH) return null;
  return `/explore?search=${encodeURIComponent(trimmed)}`;
}
