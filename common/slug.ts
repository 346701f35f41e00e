// Slugs, SEO redirects and product-name resolution (docs/decisions.md and 'Slug rule',
// 'Slug similarity threshold 0.5, word minimum length 3, candidate limit 50'). Pure string
// functions so the API (resolving /produto/{name}) and the web router agree on every URL.

export const DEFAULT_VENDOR_SLUG = 'loja';
export const DEFAULT_PRODUCT_SLUG = 'produto';
/** A candidate must share more than this fraction of the query's words. */
export const SLUG_SIMILARITY_THRESHOLD = 0.5;
/** Words shorter than this are ignored in the word overlap ('de', 'cp', 'kg'…). */
export const SLUG_MIN_WORD_LENGTH = 3;
/** How many approved products the name resolution looks at. */
export const SLUG_CANDIDATE_LIMIT = 50;

/** Removes diacritics by decomposing ('ç' → 'c' + cedilla) and dropping the combining marks. */
export function removeDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The slug rule: diacritics removed, lower-cased, spaces and underscores become hyphens, any other
 * non-alphanumeric character is dropped; repeated hyphens collapse and end hyphens are trimmed
 * ('Cimento CP-II 50kg' → 'cimento-cp-ii-50kg', 'Pão & Cia' → 'pao-cia'). May return ''.
 */
export function slugify(text: string | null | undefined): string {
  return removeDiacritics(text ?? '')
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Store slug; 'loja' when the name yields nothing. */
export function vendorSlug(name: string | null | undefined): string {
  return slugify(name) || DEFAULT_VENDOR_SLUG;
}

/** Product slug; 'produto' when the name yields nothing. */
export function productSlug(name: string | null | undefined): string {
  return slugify(name) || DEFAULT_PRODUCT_SLUG;
}


const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the string is a UUID (any version, either case); /produto/{uuid} is resolved by id. */
export function isUuid(value: string | null | undefined): boolean {
  return typeof value === 'string' && UUID_RE.test(value);
}

/** One redirect step of docs/decisions.md, or null when the path is not a legacy URL. */
function redirectStep(pathname: string): string | null {
  let m = /^\/en\/products\/(.+)$/.exec(pathname);
  if (m) return `/produto/${m[1]}`;
  m = /^\/en(\/.*)$/.exec(pathname);
  if (m) return m[1];
  m = /^\/products?\/(.+)$/.exec(pathname);
  if (m) return `/produto/${m[1]}`;
  return null;
}

/**
 * Where a legacy path must redirect, or null when no redirect applies:
 * /en/products/x → /produto/x, /en/x → /x, /product/x and /products/x → /produto/x.
 * Rules are applied until none matches, so /en/product/x lands on /produto/x in one redirect.
 * Takes a pathname only; the caller keeps the query string and hash.
 */
export function seoRedirect(pathname: string): string | null {
  let current = pathname;
  // Each step shortens the path, so this ends; the bound is only a safety net.
  for (let i = 0; i < 10; i++) {
    const next = redirectStep(current);
    if (next === null) break;
    current = next;
  }
  return current === pathname ? null : current;
}

/**
 * The path for the canonical link: the current path with a leading /en/, /products/ or /product/
 * mapped to /produto/ (docs/decisions.md, literally; /en/products/x and /en/product/x map to /produto/x
 * rather than /produto/produto/x). Other paths are returned unchanged.
 */
export function canonicalPath(pathname: string): string {
  return pathname.replace(/^\/(?:en\/products?|en|products?)\//, '/produto/');
}


/** A name taken from a URL segment: percent-decoded, hyphens and underscores read as spaces. */
export function nameFromSlug(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // Malformed escapes: keep the raw text rather than failing the lookup.
  }
  return decoded.replace(/[-_+]+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Distinct comparable words: diacritics removed, lower-cased, at least SLUG_MIN_WORD_LENGTH long. */
export function significantWords(text: string): string[] {
  const words = removeDiacritics(text)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= SLUG_MIN_WORD_LENGTH);
  return [...new Set(words)];
}

/**
 * Word-overlap score used by the name resolution: the share of the query's significant words
 * (distinct, ≥ 3 characters, compared without case or diacritics) that also occur in the
 * candidate's name. 1 = every query word is in the name; 0 when the query has no significant word.
 * Extra words in the candidate do not lower the score.
 */
export function wordOverlapScore(query: string, candidateName: string): number {
  const queryWords = significantWords(query);
  if (queryWords.length === 0) return 0;
  const nameWords = new Set(significantWords(candidateName));
  const matched = queryWords.filter((w) => nameWords.has(w)).length;
  return matched / queryWords.length;
}

/**
 * Resolves a product name from a URL to one of the candidates (approved products, in the order
 * the caller fetched them): an exact case-insensitive name match first; otherwise, among the first
 * SLUG_CANDIDATE_LIMIT candidates, the highest word-overlap score above SLUG_SIMILARITY_THRESHOLD
 * (ties go to the earlier candidate). null means no match (the caller sends the visitor to /explore).
 */
export function bestNameMatch<T extends { id: string; name: string }>(
  query: string,
  candidates: readonly T[],
): T | null {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return null;
  const exact = candidates.find((c) => c.name.trim().toLowerCase() === wanted);
  if (exact) return exact;

  let best: T | null = null;
  let bestScore = SLUG_SIMILARITY_THRESHOLD;
  for (const candidate of candidates.slice(0, SLUG_CANDIDATE_LIMIT)) {
    const score = wordOverlapScore(query, candidate.name);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}
