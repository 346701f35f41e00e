// The catalogue in GraphQL: segments, stores, products (explore, product page, suggestions, home
// recommendations, SEO path resolution), reviews and recently viewed. Resolvers stay thin: the
// rules live in common/ (promotion, images, slug, points) and in the service files next to this one.
import { decodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { builder } from '../schema/builder.js';
import { UserError, type UserErrorShape } from '../schema/user-error.js';
import type { Context } from '../schema/context.js';
import { ProductStatus, QuantityControl } from '../generated/prisma/enums.js';
import { pointsForRole } from '../../common/roles.js';
import { PROMOTION_STATES, promotionInfo, unitPrice, type PromotionFields, type PromotionInfo } from '../../common/promotion.js';
import { isUuid } from '../../common/slug.js';
import { parseMoney } from '../../common/money.js';
import {
  countProducts,
  flatProductSelection,
  inIdOrder,
  PRODUCT_SORTS,
  productPageIds,
  productPageRows,
  RECOMMENDATION_LIMIT,
  suggestionIds,
  suggestionRows,
  type ProductFilter,
  type ProductPageOptions,
  type ProductRelations,
  type ProductRow,
  type ProductSort,
} from './product-query.js';
import { PUBLIC_PRODUCT_WHERE, PUBLIC_STORE_WHERE, productAccessWhere, storeAccessWhere, uuidOrNoRow } from './visibility.js';
import { viewerPapel } from './points.js';
import { resolveProductPath } from './resolve-product-path.js';
import { createReview } from './create-review.js';
import { PRODUCTS_TO_REVIEW_MAX, productsToReviewIds, receivedItemsWhere, reviewBlocker } from './review-rules.js';
import { recordProductView } from './record-product-view.js';
import { FALLBACK_SEGMENTS } from './fallback-segments.js';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 24;
export const PAGE_SIZE_MESSAGE = `O tamanho da página (first/last) deve estar entre 0 e ${MAX_PAGE_SIZE}`;

const pageSize = z.number().int(PAGE_SIZE_MESSAGE).min(0, PAGE_SIZE_MESSAGE).max(MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE).nullish();
/** first/last above the maximum are a BAD_USER_INPUT error in pt-BR, not silently clamped. */
const pageArgs = z.looseObject({ first: pageSize, last: pageSize });

/** The database id from a Relay global ID of `typename`, or from a bare UUID; null when neither. */
export function localId(typename: string, id: string): string | null {
  if (isUuid(id)) return id.toLowerCase();
  try {
    const decoded = decodeGlobalID(id);
    return decoded.typename === typename && isUuid(decoded.id) ? decoded.id.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Loads with the planned query only when there is an id. The query is read either way, so the
 * Prisma plugin's "unused query" warning does not fire for payloads without a row.
 */
function whenId<Q extends object, T>(query: Q, id: string | null, load: (query: Q) => Promise<T>): Promise<T> | null {
  const planned = { ...query };
  return id ? load(planned) : null;
}

/** Adds `id` to a planned Prisma query in select mode, so rows loaded by id can be put back in order. */
function withId<T extends object>(query: T): T {
  const q = query as { select?: Record<string, unknown> };
  return (q.select ? { ...query, select: { ...q.select, id: true } } : query) as T;
}

// --- enums ---------------------------------------------------------------------------------------

export const ProductStatusEnum = builder.enumType(ProductStatus, {
  name: 'ProductStatus',
  description: 'ACTIVE = ativo, APPROVED = aprovado (visível ao público), PENDING = pendente, REJECTED = rejeitado, INACTIVE = inativo.',
});

export const QuantityControlEnum = builder.enumType(QuantityControl, {
  name: 'QuantityControl',
  description: 'controle_quantidade: UNIT = qualquer quantidade; MULTIPLE = vendido em múltiplos de conversionValue.',
});

const PromotionStateEnum = builder.enumType('PromotionState', {
  description:
    'ACTIVE = em vigor agora; SCHEDULED = válida, começa no futuro; EXPIRED = terminou; INACTIVE = sem promoção (desligada, sem preço promocional válido ou janela inválida).',
  values: PROMOTION_STATES,
});

export const ProductSortEnum = builder.enumType('ProductSort', {
  description:
    'NEWEST = mais recentes; PRICE_ASC/PRICE_DESC = pelo preço pago agora (unitPrice); BIGGEST_DISCOUNT = promoções ativas com maior desconto primeiro, depois as mais recentes; BEST_RATED = maior nota média, depois mais avaliações.',
  values: PRODUCT_SORTS,
});

// --- small value types ---------------------------------------------------------------------------

const Promotion = builder.objectRef<PromotionInfo>('Promotion').implement({
  description: 'Situação da promoção do produto no momento da consulta (spec 01 §4).',
  fields: (t) => ({
    state: t.field({ type: PromotionStateEnum, resolve: (p) => p.state }),
    active: t.exposeBoolean('active', { description: 'Se o preço promocional vale agora.' }),
    startsAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.startsAt }),
    endsAt: t.field({ type: 'DateTime', nullable: true, description: 'Fim da oferta (contagem regressiva).', resolve: (p) => p.endsAt }),
    discountPercent: t.int({
      nullable: true,
      description: 'Desconto arredondado em %; null sem preço promocional válido.',
      resolve: (p) => p.discountPercent,
    }),
  }),
});

const Rating = builder.objectRef<{ average: number; count: number }>('Rating').implement({
  description: 'Média e quantidade de avaliações, mantidas no banco a cada avaliação.',
  fields: (t) => ({
    average: t.exposeFloat('average', { description: 'De 0 (sem avaliações) a 5, com 2 casas.' }),
    count: t.exposeInt('count'),
  }),
});

// --- segments ------------------------------------------------------------------------------------

export const Segment = builder.prismaNode('Segment', {
  id: { field: 'id' },
  nullable: true,
  description: 'Segmento (categoria) do marketplace: Material de Construção, Elétrica, ...',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), ...(ctx.viewer?.isAdmin ? {} : { status: 'ACTIVE' as const }) }),
  fields: (t) => ({
    name: t.exposeString('name'),
    slug: t.exposeString('slug', { description: 'Valor do parâmetro `categoria` do /explore.' }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    isFallback: t.boolean({
      description: 'true na lista padrão usada quando não há segmentos ativos (esses não existem no banco).',
      resolve: (s) => (s as { isFallback?: boolean }).isFallback === true,
    }),
  }),
});

// --- stores --------------------------------------------------------------------------------------

export const DEFAULT_STORE_NAME = 'Loja parceira';

export const Store = builder.prismaNode('Store', {
  id: { field: 'id' },
  nullable: true,
  description: 'Loja parceira (vendedores). Visível ao público quando aprovada ou ativa.',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), AND: [storeAccessWhere(ctx.viewer)] }),
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'UUID da loja (rota /loja/:lojaId).' }),
    name: t.string({ resolve: (s) => s.name.trim() || DEFAULT_STORE_NAME }),
    slug: t.exposeString('slug'),
    logoUrl: t.exposeString('logoUrl', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
  }),
});

// --- products ------------------------------------------------------------------------------------

/**
 * The promotion of a row as seen in this request: computed once per row (unitPrice and promotion
 * both need it) and at one instant per request, so every field of a page agrees.
 */
const promotionCache = new WeakMap<object, { info: PromotionInfo; unitPrice: string }>();
function rowPromotion(row: PromotionFields & object, ctx: Context) {
  let cached = promotionCache.get(row);
  if (!cached) {
    const now = requestNow(ctx);
    cached = { info: promotionInfo(row, now), unitPrice: unitPrice(row, now) };
    promotionCache.set(row, cached);
  }
  return cached;
}

const requestInstants = new WeakMap<object, Date>();
/** One "now" per request (context), so a page never mixes two instants. */
export function requestNow(ctx: Context): Date {
  let now = requestInstants.get(ctx);
  if (!now) requestInstants.set(ctx, (now = new Date()));
  return now;
}

export const Product = builder.prismaNode('Product', {
  id: { field: 'id' },
  nullable: true,
  // Include mode: a product row is small, so every column is loaded and only relation fields
  // (store, segment, reviews, path) take part in query planning. In select mode every scalar field
  // would be checked against the plan on every row, which costs more than the columns it saves.
  description: 'Produto (produtos). Só produtos públicos aparecem nas listas; por id, um produto oculto é null.',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), AND: [productAccessWhere(ctx.viewer)] }),
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'UUID do produto (rotas /produto/:id).' }),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    description: t.exposeString('description'),
    images: t.exposeStringList('images', { description: 'URLs já normalizadas (na escrita).' }),
    unit: t.exposeString('unit', { description: 'unidade_medida: un, kg, saco 50kg, m², L...' }),
    quantityControl: t.expose('quantityControl', { type: QuantityControlEnum }),
    conversionValue: t.exposeInt('conversionValue', { nullable: true }),
    addToCartQuantity: t.int({
      description: 'Quantidade de um clique em Adicionar: conversionValue quando vendido em múltiplos (e > 0), senão 1.',
      resolve: (p) => (p.quantityControl === 'MULTIPLE' && (p.conversionValue ?? 0) > 0 ? p.conversionValue! : 1),
    }),
    stock: t.exposeInt('stock'),
    status: t.expose('status', { type: ProductStatusEnum }),
    price: t.expose('price', { type: 'Decimal', description: 'Preço normal (preco_normal).' }),
    promoPrice: t.expose('promoPrice', { type: 'Decimal', nullable: true, description: 'Preço promocional cadastrado (vale só com a promoção ativa).' }),
    unitPrice: t.field({
      type: 'Decimal',
      description: 'Preço pago agora: o promocional enquanto a promoção está ativa, senão o normal.',
      resolve: (p, _args, ctx) => rowPromotion(p, ctx).unitPrice,
    }),
    promotion: t.field({
      type: Promotion,
      resolve: (p, _args, ctx) => rowPromotion(p, ctx).info,
    }),
    points: t.int({
      description: 'Pontos por unidade para quem consulta (profissional: pontos_profissional; demais e visitantes: pontos_consumidor).',
      resolve: (p, _args, ctx) => pointsForRole(p, viewerPapel(ctx.viewer)),
    }),
    pointsConsumer: t.int({ resolve: (p) => pointsForRole(p, 'consumidor') }),
    pointsProfessional: t.int({ resolve: (p) => pointsForRole(p, 'profissional') }),
    rating: t.field({
      type: Rating,
      resolve: (p) => ({ average: Number(p.ratingAverage), count: p.ratingCount }),
    }),
    store: t.relation('store'),
    segment: t.relation('segment', { nullable: true }),
    path: t.string({
      description: 'Rota canônica da página: /produto/{loja}/{produto}.',
      select: { store: { select: { slug: true } } },
      resolve: (p) => `/produto/${p.store.slug}/${p.slug}`,
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

/** A connection's totalCount as the Prisma plugin hands it over: a number, or a function run only when asked. */
function connectionTotalCount(connection: object) {
  const { totalCount } = connection as { totalCount?: number | (() => number | Promise<number>) };
  return typeof totalCount === 'function' ? totalCount() : (totalCount ?? 0);
}

export const ProductConnection = builder.connectionObject({
  type: Product,
  name: 'ProductConnection',
  fields: (t) => ({
    totalCount: t.int({
      description: 'Quantos produtos atendem aos filtros (consulta feita só quando pedida).',
      extensions: { pothosPrismaTotalCount: true },
      resolve: connectionTotalCount,
    }),
  }),
});

const ProductFilterInput = builder.inputType('ProductFilter', {
  description: 'Filtros do /explore. Todos opcionais e combináveis.',
  fields: (t) => ({
    search: t.string({ required: false, description: 'Texto: cada palavra no nome ou na descrição, sem diferenciar maiúsculas nem acentos.' }),
    segmentSlug: t.string({ required: false, description: 'Slug do segmento (parâmetro categoria do /explore).' }),
    storeId: t.id({ required: false, description: 'ID global da loja (ou UUID).' }),
    onlyPromotions: t.boolean({ required: false, description: 'Só produtos com promoção ativa agora.' }),
    minPrice: t.field({ type: 'Decimal', required: false, description: 'Preço pago agora (unitPrice) mínimo.' }),
    maxPrice: t.field({ type: 'Decimal', required: false, description: 'Preço pago agora (unitPrice) máximo.' }),
  }),
});

interface ProductFilterArgs {
  search?: string | null;
  segmentSlug?: string | null;
  storeId?: string | number | null;
  onlyPromotions?: boolean | null;
  minPrice?: string | null;
  maxPrice?: string | null;
}

const NO_MATCH_STORE = '00000000-0000-0000-0000-000000000000';

/** Turns GraphQL filter input into the query filter (IDs decoded, prices made canonical). */
export function toProductFilter(input: ProductFilterArgs | null | undefined): ProductFilter {
  if (!input) return {};
  const price = (value: string | null | undefined, field: string) => {
    if (value == null) return null;
    const parsed = parseMoney(value);
    if (parsed == null) throw new GraphQLError('Valor deve ser um número', { extensions: { code: 'BAD_USER_INPUT', field } });
    return parsed;
  };
  return {
    search: input.search?.trim() || null,
    segmentSlug: input.segmentSlug?.trim().toLowerCase() || null,
    storeId: input.storeId != null ? (localId('Store', String(input.storeId)) ?? NO_MATCH_STORE) : null,
    onlyPromotions: input.onlyPromotions ?? null,
    minPrice: price(input.minPrice, 'minPrice'),
    maxPrice: price(input.maxPrice, 'maxPrice'),
  };
}

/**
 * Public products in an order decided in SQL. When the client asks only for product columns, the
 * store and the segment, one statement returns the rows ready to resolve; otherwise the ordered
 * ids come first and one findMany loads exactly the planned selection (plus one query per relation).
 */
async function orderedProducts(
  ctx: Context,
  query: object,
  rows: (relations: ProductRelations) => Promise<ProductRow[]>,
  ids: () => Promise<string[]>,
): Promise<ProductRow[]> {
  const flat = flatProductSelection(query);
  if (flat) return rows(flat);
  const ordered = await ids();
  if (ordered.length === 0) return [];
  return inIdOrder(ordered, await ctx.prisma.product.findMany({ ...withId(query), where: { id: { in: ordered } } }));
}

/** One page of a product connection: Pothos' paging (take/cursor) becomes keyset paging in SQL. */
function loadProductPage(ctx: Context, query: Record<string, unknown>, filter: ProductFilter, sort: ProductSort, now: Date) {
  const { take, skip: _skip, cursor, ...rest } = query as { take: number; skip?: number; cursor?: { id: string } };
  const options: ProductPageOptions = { filter, sort, cursorId: cursor?.id ?? null, take, now };
  return orderedProducts(
    ctx,
    rest,
    (relations) => productPageRows(ctx.prisma, options, relations),
    () => productPageIds(ctx.prisma, options),
  );
}

builder.queryField('products', (t) =>
  t.prismaConnection(
    {
      type: Product,
      cursor: 'id',
      description: `Produtos públicos (aprovados, com estoque, de loja aprovada/ativa), com filtros e ordenação; páginas de até ${MAX_PAGE_SIZE} (padrão ${DEFAULT_PAGE_SIZE}).`,
      defaultSize: DEFAULT_PAGE_SIZE,
      maxSize: MAX_PAGE_SIZE,
      args: {
        filter: t.arg({ type: ProductFilterInput, required: false }),
        sort: t.arg({ type: ProductSortEnum, required: false, defaultValue: 'NEWEST' }),
      },
      validate: pageArgs,
      resolve: (query, _root, args, ctx) => loadProductPage(ctx, query, toProductFilter(args.filter), args.sort ?? 'NEWEST', requestNow(ctx)),
      totalCount: (_root, args, ctx) => countProducts(ctx.prisma, toProductFilter((args as { filter?: ProductFilterArgs }).filter), requestNow(ctx)),
    },
    ProductConnection,
  ),
);

builder.prismaObjectField(Store, 'products', (t) =>
  t.prismaConnection(
    {
      type: Product,
      cursor: 'id',
      description: 'Produtos públicos da loja (página da loja). Para listar muitas lojas use products(filter: { storeId }).',
      defaultSize: DEFAULT_PAGE_SIZE,
      maxSize: MAX_PAGE_SIZE,
      args: {
        filter: t.arg({ type: ProductFilterInput, required: false }),
        sort: t.arg({ type: ProductSortEnum, required: false, defaultValue: 'NEWEST' }),
      },
      validate: pageArgs,
      resolve: (query, store, args, ctx) =>
        loadProductPage(ctx, query, { ...toProductFilter(args.filter), storeId: store.id }, args.sort ?? 'NEWEST', requestNow(ctx)),
      totalCount: (store, args, ctx) =>
        countProducts(ctx.prisma, { ...toProductFilter((args as { filter?: ProductFilterArgs }).filter), storeId: store.id }, requestNow(ctx)),
    },
    ProductConnection,
  ),
);

builder.queryField('product', (t) =>
  t.prismaField({
    type: Product,
    nullable: true,
    description: 'Um produto pelo ID global ou pelo UUID; null quando não existe ou está oculto para quem consulta.',
    args: { id: t.arg.id() },
    resolve: (query, _root, { id }, ctx) => {
      const uuid = localId('Product', String(id));
      return uuid ? ctx.prisma.product.findFirst({ ...query, where: { id: uuid, AND: [productAccessWhere(ctx.viewer)] } }) : null;
    },
  }),
);

builder.queryField('productBySlug', (t) =>
  t.prismaField({
    type: Product,
    nullable: true,
    description: 'O produto da rota /produto/{storeSlug}/{productSlug}.',
    args: { storeSlug: t.arg.string(), productSlug: t.arg.string() },
    resolve: (query, _root, args, ctx) =>
      ctx.prisma.product.findFirst({
        ...query,
        where: { slug: args.productSlug.trim().toLowerCase(), store: { slug: args.storeSlug.trim().toLowerCase() }, AND: [productAccessWhere(ctx.viewer)] },
      }),
  }),
);

const ProductPathResolution = builder.objectRef<{ redirectTo: string | null; productId: string | null }>('ProductPathResolution').implement({
  description: 'Resultado das regras de SEO (spec 01 §4) para um caminho de produto.',
  fields: (t) => ({
    redirectTo: t.string({
      nullable: true,
      description: 'Para onde redirecionar (substituindo o histórico); null quando o caminho já é o canônico ou não é de produto.',
      resolve: (r) => r.redirectTo,
    }),
    product: t.prismaField({
      type: Product,
      nullable: true,
      resolve: (query, r, _args, ctx) =>
        whenId(query, r.productId, (q) => ctx.prisma.product.findFirst({ ...q, where: { id: r.productId!, AND: [productAccessWhere(ctx.viewer)] } })),
    }),
  }),
});

builder.queryField('resolveProductPath', (t) =>
  t.field({
    type: ProductPathResolution,
    description:
      'Resolve um caminho antigo ou de produto: /en/..., /product(s)/x → /produto/x; /produto/{uuid} → /produto/{loja}/{produto}; /produto/{nome} pelo nome exato ou por semelhança; sem correspondência → /explore.',
    args: { path: t.arg.string({ validate: z.string().max(2000, 'Caminho muito longo') }) },
    resolve: (_root, { path }, ctx) => resolveProductPath(ctx, path),
  }),
);

builder.queryField('searchSuggestions', (t) =>
  t.prismaField({
    type: [Product],
    description: 'Até 5 produtos públicos para a busca (termo com 2+ caracteres após trim; nome ou descrição; sem diferenciar maiúsculas nem acentos).',
    args: { term: t.arg.string({ validate: z.string().max(200, 'Texto muito longo') }) },
    resolve: (query, _root, { term }, ctx) =>
      orderedProducts(
        ctx,
        query,
        (relations) => suggestionRows(ctx.prisma, term, relations),
        () => suggestionIds(ctx.prisma, term),
      ),
  }),
);

builder.queryField('homeRecommendations', (t) =>
  t.prismaField({
    type: [Product],
    description: "'Também te interessa': até 12 produtos públicos, promoções ativas primeiro (maior desconto), depois os mais recentes.",
    resolve: (query, _root, _args, ctx) => {
      const options: ProductPageOptions = { filter: {}, sort: 'BIGGEST_DISCOUNT', take: RECOMMENDATION_LIMIT, now: requestNow(ctx) };
      return orderedProducts(
        ctx,
        query,
        (relations) => productPageRows(ctx.prisma, options, relations),
        () => productPageIds(ctx.prisma, options),
      );
    },
  }),
);

// --- segments and stores lists ---------------------------------------------------------------------

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

builder.queryField('segments', (t) =>
  t.prismaField({
    type: [Segment],
    description: 'Segmentos ativos por nome; sem nenhum ativo, a lista padrão da spec (isFallback = true).',
    resolve: async (query, _root, _args, ctx) => {
      const rows = await ctx.prisma.segment.findMany({ ...query, where: { status: 'ACTIVE' } });
      if (rows.length === 0) return FALLBACK_SEGMENTS as typeof rows;
      return rows.sort((a, b) => collator.compare(a.name, b.name));
    },
  }),
);

builder.queryField('stores', (t) =>
  t.prismaConnection({
    type: Store,
    cursor: 'slug',
    description: 'Lojas aprovadas ou ativas, em ordem alfabética (pelo slug: sem acentos nem maiúsculas).',
    defaultSize: DEFAULT_PAGE_SIZE,
    maxSize: MAX_PAGE_SIZE,
    args: { city: t.arg.string({ required: false, description: 'Só lojas desta cidade (sem diferenciar maiúsculas).' }) },
    validate: pageArgs,
    resolve: (query, _root, { city }, ctx) =>
      ctx.prisma.store.findMany({
        ...query,
        where: { ...PUBLIC_STORE_WHERE, ...(city?.trim() ? { city: { equals: city.trim(), mode: 'insensitive' } } : {}) },
        orderBy: { slug: 'asc' },
      }),
    totalCount: (_root, args, ctx) => {
      const city = (args as { city?: string | null }).city?.trim();
      return ctx.prisma.store.count({ where: { ...PUBLIC_STORE_WHERE, ...(city ? { city: { equals: city, mode: 'insensitive' } } : {}) } });
    },
  }, { name: 'StoreConnection' }, { name: 'StoreEdge' }),
);

builder.queryField('store', (t) =>
  t.prismaField({
    type: Store,
    nullable: true,
    description: 'Uma loja pelo ID global ou pelo UUID; null quando não existe ou não está visível.',
    args: { id: t.arg.id() },
    resolve: (query, _root, { id }, ctx) => {
      const uuid = localId('Store', String(id));
      return uuid ? ctx.prisma.store.findFirst({ ...query, where: { id: uuid, AND: [storeAccessWhere(ctx.viewer)] } }) : null;
    },
  }),
);

builder.queryField('storeBySlug', (t) =>
  t.prismaField({
    type: Store,
    nullable: true,
    args: { slug: t.arg.string() },
    resolve: (query, _root, { slug }, ctx) =>
      ctx.prisma.store.findFirst({ ...query, where: { slug: slug.trim().toLowerCase(), AND: [storeAccessWhere(ctx.viewer)] } }),
  }),
);

// --- reviews -------------------------------------------------------------------------------------

/** 'Maria S.': first name and the initial of the last, so reviews do not publish full names. */
export function reviewerDisplayName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Cliente';
  return parts.length === 1 ? parts[0] : `${parts[0]} ${parts[parts.length - 1][0].toUpperCase()}.`;
}

export const Review = builder.prismaNode('Review', {
  id: { field: 'id' },
  nullable: true,
  description: 'Avaliação de um produto (product_reviews). Visível quando o produto é visível.',
  findUnique: (id, ctx) => ({ id: uuidOrNoRow(id), product: productAccessWhere(ctx.viewer) }),
  fields: (t) => ({
    rating: t.exposeInt('rating', { description: 'Nota de 1 a 5.' }),
    comment: t.exposeString('comment', { nullable: true }),
    authorName: t.string({
      description: 'Primeiro nome e inicial do sobrenome.',
      select: { user: { select: { name: true } } },
      resolve: (r) => reviewerDisplayName(r.user.name),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    product: t.relation('product'),
  }),
});

const REVIEWS_NEWEST_FIRST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/** Shared by a product's reviews and the viewer's own (myReviews). */
const ReviewConnection = builder.connectionObject({
  type: Review,
  name: 'ReviewConnection',
  fields: (t) => ({
    totalCount: t.int({ extensions: { pothosPrismaTotalCount: true }, resolve: connectionTotalCount }),
  }),
});

builder.prismaObjectField(Product, 'reviews', (t) =>
  t.relatedConnection(
    'reviews',
    {
      cursor: 'id',
      description: 'Avaliações, das mais recentes para as mais antigas.',
      defaultSize: 10,
      maxSize: MAX_PAGE_SIZE,
      validate: pageArgs,
      totalCount: true,
      query: () => ({ orderBy: REVIEWS_NEWEST_FIRST }),
    },
    ReviewConnection,
  ),
);

// The viewer's own review and whether they may write one. Both are planned into the product's
// query (the viewer's review row and one received order item), so a list of products does not
// run a query per product; for visitors nothing is selected (and nothing read).
const viewerReviewQuery = (userId: string) => ({ where: { userId }, take: 1 });

builder.prismaObjectFields(Product, (t) => ({
  viewerReview: t.field({
    type: Review,
    nullable: true,
    description: 'A avaliação de quem está logado para este produto; null sem avaliação e para visitantes.',
    select: (_args, ctx, nestedSelection) => (ctx.viewer ? { reviews: nestedSelection(viewerReviewQuery(ctx.viewer.id)) } : {}),
    resolve: (p, _args, ctx) => (ctx.viewer ? (p.reviews[0] ?? null) : null),
  }),
  viewerCanReview: t.boolean({
    description: 'Se quem está logado pode avaliar: já recebeu o produto (subpedido entregue) e ainda não o avaliou. false para visitantes.',
    select: (_args, ctx) =>
      ctx.viewer
        ? {
            reviews: viewerReviewQuery(ctx.viewer.id),
            orderItems: { where: receivedItemsWhere(ctx.viewer.id), select: { id: true }, take: 1 },
          }
        : {},
    resolve: (p, _args, ctx) => !!ctx.viewer && reviewBlocker({ reviewed: p.reviews.length > 0, received: p.orderItems.length > 0 }) === null,
  }),
}));

builder.queryField('myReviews', (t) =>
  t.prismaConnection(
    {
      type: Review,
      cursor: 'id',
      description: 'As avaliações de quem está logado, das mais recentes para as mais antigas (de produtos que ele ainda pode ver).',
      authScopes: { signedIn: true },
      defaultSize: 10,
      maxSize: MAX_PAGE_SIZE,
      validate: pageArgs,
      resolve: (query, _root, _args, ctx) =>
        ctx.prisma.review.findMany({ ...query, where: myReviewsWhere(ctx), orderBy: REVIEWS_NEWEST_FIRST }),
      totalCount: (_root, _args, ctx) => ctx.prisma.review.count({ where: myReviewsWhere(ctx) }),
    },
    ReviewConnection,
  ),
);

function myReviewsWhere(ctx: Context) {
  return { userId: ctx.viewer!.id, product: productAccessWhere(ctx.viewer) };
}

export const PRODUCTS_TO_REVIEW_DEFAULT = 20;
const LIMIT_MESSAGE = `O limite deve estar entre 1 e ${PRODUCTS_TO_REVIEW_MAX}`;

builder.queryField('productsToReview', (t) =>
  t.prismaField({
    type: [Product],
    description: `Produtos que quem está logado recebeu e ainda não avaliou (só os públicos), entregues mais recentemente primeiro; até ${PRODUCTS_TO_REVIEW_MAX}.`,
    authScopes: { signedIn: true },
    args: {
      limit: t.arg.int({
        required: false,
        defaultValue: PRODUCTS_TO_REVIEW_DEFAULT,
        validate: z.number().int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(PRODUCTS_TO_REVIEW_MAX, LIMIT_MESSAGE).nullish(),
      }),
    },
    resolve: async (query, _root, { limit }, ctx) => {
      // Read before the early return, so the plugin's "unused query" warning does not fire.
      const planned = { ...withId(query) };
      const ids = await productsToReviewIds(ctx.prisma, ctx.viewer!.id, limit ?? PRODUCTS_TO_REVIEW_DEFAULT);
      if (ids.length === 0) return [];
      return inIdOrder(ids, await ctx.prisma.product.findMany({ ...planned, where: { id: { in: ids } } }));
    },
  }),
);

const CreateReviewInput = builder.inputType('CreateReviewInput', {
  fields: (t) => ({
    productId: t.id({ description: 'ID global do produto (ou UUID).' }),
    rating: t.int({ description: 'Nota de 1 a 5.' }),
    comment: t.string({ required: false, description: 'Até 1000 caracteres.' }),
  }),
});

const CreateReviewPayload = builder
  .objectRef<{ reviewId: string | null; productId: string | null; userErrors: UserErrorShape[] }>('CreateReviewPayload')
  .implement({
    fields: (t) => ({
      review: t.prismaField({
        type: Review,
        nullable: true,
        resolve: (query, p, _args, ctx) => whenId(query, p.reviewId, (q) => ctx.prisma.review.findUnique({ ...q, where: { id: p.reviewId! } })),
      }),
      product: t.prismaField({
        type: Product,
        nullable: true,
        description: 'O produto com a nova média e contagem.',
        resolve: (query, p, _args, ctx) => whenId(query, p.productId, (q) => ctx.prisma.product.findUnique({ ...q, where: { id: p.productId! } })),
      }),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

builder.mutationField('createReview', (t) =>
  t.field({
    type: CreateReviewPayload,
    description: 'Avalia um produto que quem está logado já recebeu (uma vez por usuário e produto).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CreateReviewInput }) },
    resolve: (_root, { input }, ctx) =>
      createReview(ctx, ctx.viewer!, {
        productId: localId('Product', String(input.productId)) ?? uuidOrNoRow(''),
        rating: input.rating,
        comment: input.comment,
      }),
  }),
);

// --- recently viewed -----------------------------------------------------------------------------

const RecentlyViewedEntry = builder.prismaObject('RecentlyViewed', {
  name: 'RecentlyViewedProduct',
  description: 'Um produto que o usuário abriu, com a data da última visualização.',
  fields: (t) => ({
    viewedAt: t.expose('viewedAt', { type: 'DateTime' }),
    product: t.relation('product'),
  }),
});

builder.queryField('recentlyViewed', (t) =>
  t.prismaConnection({
    type: RecentlyViewedEntry,
    cursor: 'userId_productId',
    description: 'Produtos vistos recentemente por quem está logado (só os ainda públicos), do mais recente ao mais antigo.',
    authScopes: { signedIn: true },
    defaultSize: 12,
    maxSize: MAX_PAGE_SIZE,
    validate: pageArgs,
    resolve: (query, _root, _args, ctx) =>
      ctx.prisma.recentlyViewed.findMany({
        ...query,
        where: { userId: ctx.viewer!.id, product: PUBLIC_PRODUCT_WHERE },
        orderBy: [{ viewedAt: 'desc' }, { productId: 'desc' }],
      }),
  }, { name: 'RecentlyViewedConnection' }, { name: 'RecentlyViewedEdge' }),
);

const RecordProductViewInput = builder.inputType('RecordProductViewInput', {
  fields: (t) => ({ productId: t.id({ description: 'ID global do produto (ou UUID).' }) }),
});

const RecordProductViewPayload = builder
  .objectRef<{ productId: string | null; viewedAt: Date | null; userErrors: UserErrorShape[] }>('RecordProductViewPayload')
  .implement({
    fields: (t) => ({
      product: t.prismaField({
        type: Product,
        nullable: true,
        resolve: (query, p, _args, ctx) => whenId(query, p.productId, (q) => ctx.prisma.product.findUnique({ ...q, where: { id: p.productId! } })),
      }),
      viewedAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.viewedAt }),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

builder.mutationField('recordProductView', (t) =>
  t.field({
    type: RecordProductViewPayload,
    description: 'Registra que quem está logado abriu o produto (visto recentemente). Visitantes recebem UNAUTHENTICATED.',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: RecordProductViewInput }) },
    resolve: (_root, { input }, ctx) => recordProductView(ctx, ctx.viewer!, localId('Product', String(input.productId)) ?? uuidOrNoRow('')),
  }),
);
