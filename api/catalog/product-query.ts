// The catalogue's list queries in SQL: explore pages (filters, five sorts, keyset paging), their
// total count, search suggestions and home recommendations. Each returns ordered product ids; the
// resolver then loads exactly the fields the client asked for with one Prisma findMany (plus one
// query per selected relation), so a page runs a fixed number of statements whatever its size.
//
// Why SQL here: two sorts (price, biggest discount) and the price filters depend on whether each
// promotion is active *now*, which Prisma's orderBy cannot express; and keyset paging on those
// computed keys needs row comparisons. Every value travels as a bind parameter (Prisma.sql).
import { Prisma, type PrismaClient, type Product, type Review } from '../generated/prisma/client.js';
import { normalizeSearch } from '../../common/search.js';
import { MAX_SEARCH_WORDS, type SearchPlan } from './search-plan.js';
import { PUBLIC_PRODUCT_SQL } from './access.js';
import { columnsOf, columnsSql, jsonObjectSql, rawRows, reviveRelated } from '../db/sql.js';

export const PRODUCT_SORTS = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'BIGGEST_DISCOUNT', 'BEST_RATED'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductFilter {
  /** Free text: every word must occur in the name or description (case- and accent-insensitive). */
  search?: string | null;
  /** The search's words with their alternatives (api/catalog/search-plan.ts); without it, the words as typed. */
  searchWords?: string[][] | null;
  /** Segment slug (the explore page's `categoria` parameter); only ACTIVE segments match. */
  segmentSlug?: string | null;
  /** Store UUID. */
  storeId?: string | null;
  onlyPromotions?: boolean | null;
  /** Bounds on the price paid now (the unit price), as decimal strings. */
  minPrice?: string | null;
  maxPrice?: string | null;
}

export const SUGGESTION_MIN_LENGTH = 2;
export const SUGGESTION_LIMIT = 5;
export const RECOMMENDATION_LIMIT = 12;

/** Text as stored in Product.searchText: accents removed, lower case, single spaces. */
export const normalizeSearchText = normalizeSearch;

/** LIKE pattern matching `text` anywhere, with LIKE's wildcards escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The words of a search term that become conditions; a term made only of 1-letter words stays whole. */
export function searchWords(term: string): string[] {
  const text = normalizeSearchText(term);
  if (!text) return [];
  const words = [...new Set(text.split(' ').filter((w) => w.length >= 2))].slice(0, MAX_SEARCH_WORDS);
  return words.length ? words : [text];
}

const ts = (now: Date) => Prisma.sql`${now.toISOString()}::timestamp(3)`;

/** Whether p's promotion is active at `now` (same rule as common/promotion.ts, including its boundaries). */
export function activePromotionSql(now: Date): Prisma.Sql {
  return Prisma.sql`(p."promoActive" AND p."promoPrice" > 0 AND p."promoPrice" < p."price"
    AND (p."promoStartsAt" IS NULL OR p."promoStartsAt" <= ${ts(now)})
    AND (p."promoEndsAt" IS NULL OR p."promoEndsAt" > ${ts(now)}))`;
}

const unitPriceSql = (now: Date) => Prisma.sql`(CASE WHEN ${activePromotionSql(now)} THEN p."promoPrice" ELSE p."price" END)`;
const discountSql = (now: Date) =>
  Prisma.sql`(CASE WHEN ${activePromotionSql(now)} THEN (p."price" - p."promoPrice") / p."price" ELSE 0 END)`;

/** Sort keys, all in one direction so keyset paging is a single row comparison; id breaks ties. */
function sortKeys(sort: ProductSort, now: Date): { keys: Prisma.Sql[]; descending: boolean } {
  switch (sort) {
    case 'PRICE_ASC':
      return { keys: [unitPriceSql(now), Prisma.sql`p."id"`], descending: false };
    case 'PRICE_DESC':
      return { keys: [unitPriceSql(now), Prisma.sql`p."id"`], descending: true };
    case 'BIGGEST_DISCOUNT':
      return { keys: [discountSql(now), Prisma.sql`p."createdAt"`, Prisma.sql`p."id"`], descending: true };
    case 'BEST_RATED':
      return { keys: [Prisma.sql`p."ratingAverage"`, Prisma.sql`p."ratingCount"`, Prisma.sql`p."id"`], descending: true };
    case 'NEWEST':
    default:
      return { keys: [Prisma.sql`p."createdAt"`, Prisma.sql`p."id"`], descending: true };
  }
}

/** Every word matches one of its alternatives somewhere in the search text (the trigram index serves each LIKE). */
function wordsSql(words: string[][]): Prisma.Sql {
  return Prisma.join(
    words.map((alternatives) => Prisma.sql`(${Prisma.join(alternatives.map((a) => Prisma.sql`p."searchText" LIKE ${containsPattern(a)}`), ' OR ')})`),
    ' AND ',
  );
}

function filterSql(filter: ProductFilter, now: Date): Prisma.Sql {
  const parts: Prisma.Sql[] = [PUBLIC_PRODUCT_SQL];
  if (filter.search) parts.push(wordsSql(filter.searchWords ?? searchWords(filter.search).map((w) => [w])));
  if (filter.segmentSlug) {
    parts.push(
      Prisma.sql`p."segmentId" IN (SELECT g."id" FROM "Segment" g WHERE g."slug" = ${filter.segmentSlug} AND g."status" = 'ACTIVE')`,
    );
  }
  if (filter.storeId) parts.push(Prisma.sql`p."storeId" = ${filter.storeId}::uuid`);
  if (filter.onlyPromotions) parts.push(activePromotionSql(now));
  if (filter.minPrice != null) parts.push(Prisma.sql`${unitPriceSql(now)} >= ${filter.minPrice}::numeric`);
  if (filter.maxPrice != null) parts.push(Prisma.sql`${unitPriceSql(now)} <= ${filter.maxPrice}::numeric`);
  return Prisma.join(parts, ' AND ');
}

export interface ProductPageOptions {
  filter: ProductFilter;
  sort: ProductSort;
  /** Id of the row the page starts after (forward) or ends before (backward). */
  cursorId?: string | null;
  /** Rows to fetch; negative pages backwards (Pothos' connection convention). */
  take: number;
  now: Date;
}

const SEGMENT_JOIN = Prisma.raw(`LEFT JOIN "Segment" g ON g."id" = p."segmentId"`);

function pageSql(select: Prisma.Sql, options: ProductPageOptions, joinSegment = false): Prisma.Sql {
  const { filter, sort, cursorId, take, now } = options;
  const { keys, descending } = sortKeys(sort, now);
  // Forward on a descending sort reads rows "smaller" than the cursor, and so on.
  const readDescending = descending !== take < 0;
  const conditions = [filterSql(filter, now)];
  if (cursorId) {
    const keyList = Prisma.join(keys, ', ');
    conditions.push(
      Prisma.sql`(${keyList}) ${Prisma.raw(readDescending ? '<' : '>')} (SELECT ${keyList} FROM "Product" p WHERE p."id" = ${cursorId}::uuid)`,
    );
  }
  const direction = Prisma.raw(readDescending ? 'DESC' : 'ASC');
  const orderBy = Prisma.join(
    keys.map((key) => Prisma.sql`${key} ${direction}`),
    ', ',
  );
  return Prisma.sql`
    SELECT ${select} FROM "Product" p JOIN "Store" s ON s."id" = p."storeId" ${joinSegment ? SEGMENT_JOIN : Prisma.empty}
    WHERE ${Prisma.join(conditions, ' AND ')}
    ORDER BY ${orderBy}
    LIMIT ${Math.abs(take)}`;
}

/** Ordered ids of one page of public products (forward order even when paging backwards). */
export async function productPageIds(prisma: PrismaClient, options: ProductPageOptions): Promise<string[]> {
  if (options.take === 0) return [];
  const rows = await rawRows<{ id: string }>(prisma, pageSql(Prisma.sql`p."id"`, options));
  const ids = rows.map((r) => r.id);
  return options.take < 0 ? ids.reverse() : ids;
}

// --- one-statement pages ----------------------------------------------------------------------
// Most list screens ask for product columns plus the store and the segment. For those, the whole
// page (rows, store and segment) comes from ONE statement, shaped like the rows Prisma returns, so
// the GraphQL fields read them as usual. Any other selection (reviews, counts, nested connections)
// takes the general path: ordered ids, then a Prisma findMany that loads exactly what was asked.

const PRODUCT_COLUMNS = columnsOf('Product');
const PRODUCT_COLUMN_NAMES = new Set(PRODUCT_COLUMNS.map((f) => f.name));
const RELATED_MODELS = { store: 'Store', segment: 'Segment' } as const;
type RelatedKey = keyof typeof RELATED_MODELS;

const SELECT_PRODUCT = columnsSql('p', 'Product', ['searchText']);
const SELECT_STORE = `${jsonObjectSql('s', 'Store')} AS "store"`;
const SELECT_SEGMENT = `${jsonObjectSql('g', 'Segment')} AS "segment"`;

export type ProductRelations = Record<RelatedKey, boolean>;

/**
 * Which relations a planned Prisma query for Product needs, when it needs nothing but product
 * columns, the store and the segment (then one statement serves it); null for anything richer
 * (reviews, counts, nested relations). Accepts the include-mode plan ({ include: { store: true } })
 * and the select-mode one ({ select: { id: true, store: true } }).
 */
export function flatProductSelection(query: object): ProductRelations | null {
  const { select, include, ...other } = query as { select?: Record<string, unknown>; include?: Record<string, unknown> };
  if (Object.keys(other).length > 0 || (select && include)) return null;
  const relations: ProductRelations = { store: false, segment: false };
  for (const [key, value] of Object.entries(select ?? include ?? {})) {
    if (select && PRODUCT_COLUMN_NAMES.has(key)) {
      if (value !== true) return null;
    } else if (key in RELATED_MODELS) {
      if (!isFlatRelation(RELATED_MODELS[key as RelatedKey], value)) return null;
      relations[key as RelatedKey] = true;
    } else {
      return null;
    }
  }
  return relations;
}

function isFlatRelation(model: string, value: unknown): boolean {
  if (value === true) return true;
  if (!value || typeof value !== 'object') return false;
  const nested = value as { select?: Record<string, unknown>; include?: Record<string, unknown> };
  const keys = Object.keys(nested);
  if (keys.some((k) => k !== 'select' && k !== 'include')) return false;
  const columns = new Set(columnsOf(model).map((f) => f.name));
  if (nested.include && Object.keys(nested.include).length > 0) return false;
  return !nested.select || Object.entries(nested.select).every(([k, v]) => columns.has(k) && v === true);
}

function rowsSelect(relations: ProductRelations): Prisma.Sql {
  return Prisma.raw([SELECT_PRODUCT, relations.store ? SELECT_STORE : null, relations.segment ? SELECT_SEGMENT : null].filter(Boolean).join(', '));
}

function revive<T>(rows: T[], relations: ProductRelations): T[] {
  for (const row of rows as Record<string, unknown>[]) {
    if (relations.store) row.store = reviveRelated('Store', row.store as Record<string, unknown> | null);
    if (relations.segment) row.segment = reviveRelated('Segment', row.segment as Record<string, unknown> | null);
  }
  return rows;
}

/** One page of public products as full rows (with store/segment when asked), in one statement. */
export async function productPageRows(prisma: PrismaClient, options: ProductPageOptions, relations: ProductRelations): Promise<ProductRow[]> {
  if (options.take === 0) return [];
  const rows = revive(await rawRows<ProductRow>(prisma, pageSql(rowsSelect(relations), options, relations.segment)), relations);
  return options.take < 0 ? rows.reverse() : rows;
}

/** The product of /produto/{storeSlug}/{productSlug} as a full row (store/segment attached when asked), in one statement. */
export async function productBySlugRow(
  prisma: PrismaClient,
  slugs: { storeSlug: string; productSlug: string },
  access: Prisma.Sql,
  relations: ProductRelations,
): Promise<ProductRow | null> {
  const rows = await rawRows<ProductRow>(
    prisma,
    Prisma.sql`
    SELECT ${rowsSelect(relations)} FROM "Product" p JOIN "Store" s ON s."id" = p."storeId" ${relations.segment ? SEGMENT_JOIN : Prisma.empty}
    WHERE p."slug" = ${slugs.productSlug} AND s."slug" = ${slugs.storeSlug} AND ${access}
    LIMIT 1`,
  );
  return revive(rows, relations)[0] ?? null;
}

/** A Product row as Prisma returns it (store and segment attached when asked). */
export type ProductRow = Product;

/** Counts of at least this many products may be served from a short cache. */
export const COUNT_CACHE_MIN = 1000;
export const COUNT_CACHE_MS = 15_000;
const COUNT_CACHE_SIZE = 500;
let countCaches = new WeakMap<PrismaClient, Map<string, { n: number; at: number }>>();

/** Forgets cached counts (tests and benchmarks that count statements). */
export function resetCountCache(): void {
  countCaches = new WeakMap();
}

/**
 * How many public products match the filter (the explore page's "N produtos"). Counting 100k rows
 * costs tens of milliseconds, so a count of 1,000 or more is kept for 15 s per filter in each API
 * instance: a large total may lag a few seconds, small ones are always exact.
 */
export async function countProducts(prisma: PrismaClient, filter: ProductFilter, now: Date): Promise<number> {
  let cache = countCaches.get(prisma);
  if (!cache) countCaches.set(prisma, (cache = new Map()));
  const key = JSON.stringify([filter.searchWords ?? filter.search ?? null, filter.segmentSlug ?? null, filter.storeId ?? null, !!filter.onlyPromotions, filter.minPrice ?? null, filter.maxPrice ?? null]);
  const hit = cache.get(key);
  if (hit && now.getTime() - hit.at < COUNT_CACHE_MS) return hit.n;
  const rows = await rawRows<{ n: number }>(
    prisma,
    Prisma.sql`
    SELECT count(*)::int AS n FROM "Product" p JOIN "Store" s ON s."id" = p."storeId"
    WHERE ${filterSql(filter, now)}`,
  );
  const n = rows[0]?.n ?? 0;
  if (n >= COUNT_CACHE_MIN) {
    if (cache.size >= COUNT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, { n, at: now.getTime() });
  } else {
    cache.delete(key);
  }
  return n;
}

/** Suggestions rank at most this many matches (the first the trigram index yields). */
export const SUGGESTION_CANDIDATES = 100;

export interface SuggestionOptions {
  /** The term's plan (api/catalog/search-plan.ts), typos forgiven. */
  plan: SearchPlan;
  now: Date;
  /** The shopper's town (main address): its stores come first among equals. */
  town?: string | null;
  limit?: number;
}

/**
 * Up to 5 public products for the search box (the trimmed term needs 2+ characters), found in the
 * name or description by the words of the plan, served by the trigram index on searchText. Ranked
 * (docs/decisions.md, "Busca que perdoa"): text starting with the term (exact or prefix), the term
 * inside the name, every word as typed (in the singular) somewhere, then matches through a synonym
 * or a typo correction; among equals, active promotions first, then stores in the shopper's town,
 * the most reviewed and the newest. To stay fast on common words, the ranking looks at the first
 * 100 matches only (all of them when there are fewer).
 */
function suggestionSql(term: string, options: SuggestionOptions, select: Prisma.Sql, joinSegment = false): Prisma.Sql | null {
  const text = normalizeSearchText(term);
  if (text.length < SUGGESTION_MIN_LENGTH) return null;
  const literal = wordsSql(options.plan.words.map((alternatives) => [alternatives[0]]));
  const limit = Math.min(Math.max(options.limit ?? SUGGESTION_LIMIT, 0), SUGGESTION_LIMIT);
  return Prisma.sql`
    WITH candidates AS MATERIALIZED (
      SELECT p."id",
             (CASE WHEN strpos(p."searchText", ${text}) = 1 THEN 0
                   WHEN strpos(p."searchText", ${text}) BETWEEN 1 AND char_length(p."name") THEN 1
                   WHEN ${literal} THEN 2
                   ELSE 3 END) AS "rank",
             (CASE WHEN ${activePromotionSql(options.now)} THEN 0 ELSE 1 END) AS "promoted",
             (CASE WHEN s."city" IS NOT NULL AND s."city" = ${options.town ?? ''} THEN 0 ELSE 1 END) AS "nearby",
             p."ratingCount", p."createdAt"
      FROM "Product" p JOIN "Store" s ON s."id" = p."storeId"
      WHERE ${PUBLIC_PRODUCT_SQL} AND ${wordsSql(options.plan.words)}
      LIMIT ${SUGGESTION_CANDIDATES}
    ), best AS (
      SELECT * FROM candidates c ORDER BY c."rank", c."promoted", c."nearby", c."ratingCount" DESC, c."createdAt" DESC, c."id" DESC
      LIMIT ${limit}
    )
    SELECT ${select} FROM best b JOIN "Product" p ON p."id" = b."id" JOIN "Store" s ON s."id" = p."storeId" ${joinSegment ? SEGMENT_JOIN : Prisma.empty}
    ORDER BY b."rank", b."promoted", b."nearby", b."ratingCount" DESC, b."createdAt" DESC, b."id" DESC`;
}

export async function suggestionIds(prisma: PrismaClient, term: string, options: SuggestionOptions): Promise<string[]> {
  const sql = suggestionSql(term, options, Prisma.sql`p."id"`);
  return sql ? (await rawRows<{ id: string }>(prisma, sql)).map((r) => r.id) : [];
}

export async function suggestionRows(prisma: PrismaClient, term: string, options: SuggestionOptions, relations: ProductRelations): Promise<ProductRow[]> {
  const sql = suggestionSql(term, options, rowsSelect(relations), relations.segment);
  return sql ? revive(await rawRows<ProductRow>(prisma, sql), relations) : [];
}

/** Puts rows in the order of `ids` (rows missing from the result are skipped). */
export function inIdOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

// --- a product page's reviews -------------------------------------------------------------------

export const REVIEWS_NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
const WITH_AUTHOR_NAME = JSON.stringify({ user: { select: { name: true } } });
const NEWEST_FIRST_ORDER = JSON.stringify(REVIEWS_NEWEST_FIRST);

/**
 * A product's newest reviews, with the author's name when the plan includes it, in one statement
 * (Prisma reads the authors in a second), for the plan of a product page's first page of reviews:
 * newest first, `take` rows, no cursor. Null for any other plan, which then goes through Prisma.
 */
export async function newestReviewRows(prisma: PrismaClient, productId: string, plan: Record<string, unknown>): Promise<Review[] | null> {
  const { orderBy, take, skip, include, ...other } = plan;
  const withAuthor = include !== undefined && JSON.stringify(include) === WITH_AUTHOR_NAME;
  const simple =
    Object.keys(other).length === 0 && !skip && typeof take === 'number' && take > 0 && JSON.stringify(orderBy) === NEWEST_FIRST_ORDER;
  if (!simple || (include !== undefined && !withAuthor)) return null;
  return rawRows<Review>(
    prisma,
    Prisma.sql`
      SELECT ${Prisma.raw(columnsSql('r', 'Review'))} ${withAuthor ? Prisma.sql`, json_build_object('name', u."name") AS "user"` : Prisma.empty}
      FROM "Review" r JOIN "User" u ON u."id" = r."userId"
      WHERE r."productId" = ${productId}::uuid
      ORDER BY r."createdAt" DESC, r."id" DESC
      LIMIT ${take}`,
  );
}
