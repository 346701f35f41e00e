// The catalogue's GraphQL schema: products (the whole map in index.ts).
import { GraphQLError } from 'graphql';
import { z } from 'zod';
import { builder } from '../../schema/builder.js';
import type { Context } from '../../schema/context.js';
import { pointsForRole } from '../../../common/roles.js';
import { quantityStep } from '../../../common/quantity.js';
import { promotionInfo, unitPrice, type PromotionFields, type PromotionInfo } from '../../../common/promotion.js';
import { parseMoney } from '../../../common/money.js';
import {
  countProducts,
  flatProductSelection,
  inIdOrder,
  newestReviewRows,
  productPageIds,
  productBySlugRow,
  productPageRows,
  RECOMMENDATION_LIMIT,
  suggestionIds,
  suggestionRows,
  type ProductFilter,
  type ProductPageOptions,
  type ProductRelations,
  type ProductRow,
  type ProductSort,
} from '../product-query.js';
import { productAccessSql, productAccessWhere } from '../access.js';
import { uuidOrNoRow } from '../../schema/global-id.js';
import { resolveProductPath } from '../resolve-product-path.js';
import { planSearch } from '../search-plan.js';
import { recordSearchMiss, searchCorrection, shopperTown, withSearchPlan } from '../search.js';
import { MAX_PAGE_SIZE, paging } from '../../schema/paging.js';
import { ProductSortEnum, ProductStatusEnum, QuantityControlEnum } from './enums.js';
import { PRODUCT_PAGE_SIZE, whenId, withId } from './shared.js';
import { Store } from './stores.js';
import { Promotion, Rating } from './values.js';

/**
 * The promotion of a row as seen in this request: computed once per row (unitPrice and promotion
 * both need it) and at one instant per request, so every field of a page agrees.
 */
export const promotionCache = new WeakMap<object, { info: PromotionInfo; unitPrice: string }>();
export function rowPromotion(row: PromotionFields & object, ctx: Context) {
  let cached = promotionCache.get(row);
  if (!cached) {
    const now = requestNow(ctx);
    cached = { info: promotionInfo(row, now), unitPrice: unitPrice(row, now) };
    promotionCache.set(row, cached);
  }
  return cached;
}

export const requestInstants = new WeakMap<object, Date>();
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
      resolve: (p) => quantityStep(p),
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
      resolve: (p, _args, ctx) => pointsForRole(p, ctx.viewer?.role),
    }),
    pointsConsumer: t.int({ resolve: (p) => pointsForRole(p, 'CONSUMER') }),
    pointsProfessional: t.int({ resolve: (p) => pointsForRole(p, 'PROFESSIONAL') }),
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
export function connectionTotalCount(connection: object) {
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

export const ProductFilterInput = builder.inputType('ProductFilter', {
  description: 'Filtros do /explore. Todos opcionais e combináveis.',
  fields: (t) => ({
    search: t.string({ required: false, description: 'Texto: cada palavra no nome ou na descrição, sem diferenciar maiúsculas nem acentos.' }),
    segmentSlug: t.string({ required: false, description: 'Slug do segmento (parâmetro categoria do /explore).' }),
    storeId: t.globalID({ for: Store, required: false, description: 'ID global da loja.' }),
    onlyPromotions: t.boolean({ required: false, description: 'Só produtos com promoção ativa agora.' }),
    minPrice: t.field({ type: 'Decimal', required: false, description: 'Preço pago agora (unitPrice) mínimo.' }),
    maxPrice: t.field({ type: 'Decimal', required: false, description: 'Preço pago agora (unitPrice) máximo.' }),
  }),
});

export interface ProductFilterArgs {
  search?: string | null;
  segmentSlug?: string | null;
  storeId?: { id: string } | null;
  onlyPromotions?: boolean | null;
  minPrice?: string | null;
  maxPrice?: string | null;
}

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
    storeId: input.storeId?.id ?? null,
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
export function loadProductPage(ctx: Context, query: Record<string, unknown>, filter: ProductFilter, sort: ProductSort, now: Date) {
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
      description: `Produtos públicos (aprovados, com estoque, de loja aprovada/ativa), com filtros e ordenação; páginas de até ${MAX_PAGE_SIZE} (padrão ${PRODUCT_PAGE_SIZE}).`,
      ...paging(PRODUCT_PAGE_SIZE),
      args: {
        filter: t.arg({ type: ProductFilterInput, required: false }),
        sort: t.arg({ type: ProductSortEnum, required: false, defaultValue: 'NEWEST' }),
      },
      resolve: async (query, _root, args, ctx) => {
        const filter = await withSearchPlan(ctx, toProductFilter(args.filter));
        const rows = await loadProductPage(ctx, query, filter, args.sort ?? 'NEWEST', requestNow(ctx));
        // A first page with nothing for a term: the admins see it at /admin/search.
        if (filter.search && rows.length === 0 && !(query as { cursor?: unknown }).cursor) await recordSearchMiss(ctx, filter.search);
        return rows;
      },
      totalCount: async (_root, args, ctx) =>
        countProducts(ctx.prisma, await withSearchPlan(ctx, toProductFilter((args as { filter?: ProductFilterArgs }).filter)), requestNow(ctx)),
    },
    ProductConnection,
  ),
);

builder.queryField('searchCorrection', (t) =>
  t.string({
    nullable: true,
    description: "'Você quis dizer': o termo com as palavras digitadas errado trocadas pela mais próxima do catálogo (1 letra de 5 em diante, 2 de 8), ou null quando não há o que corrigir.",
    args: { term: t.arg.string({ validate: z.string().max(200, 'Texto muito longo') }) },
    resolve: (_root, { term }, ctx) => searchCorrection(ctx, term),
  }),
);

builder.prismaObjectField(Store, 'products', (t) =>
  t.prismaConnection(
    {
      type: Product,
      cursor: 'id',
      description: 'Produtos públicos da loja (página da loja). Para listar muitas lojas use products(filter: { storeId }).',
      ...paging(PRODUCT_PAGE_SIZE),
      args: {
        filter: t.arg({ type: ProductFilterInput, required: false }),
        sort: t.arg({ type: ProductSortEnum, required: false, defaultValue: 'NEWEST' }),
      },
      resolve: async (query, store, args, ctx) =>
        loadProductPage(ctx, query, await withSearchPlan(ctx, { ...toProductFilter(args.filter), storeId: store.id }), args.sort ?? 'NEWEST', requestNow(ctx)),
      totalCount: async (store, args, ctx) =>
        countProducts(ctx.prisma, await withSearchPlan(ctx, { ...toProductFilter((args as { filter?: ProductFilterArgs }).filter), storeId: store.id }), requestNow(ctx)),
    },
    ProductConnection,
  ),
);

builder.queryField('product', (t) =>
  t.prismaField({
    type: Product,
    nullable: true,
    description: 'Um produto pelo ID global; null quando não existe ou está oculto para quem consulta.',
    args: { id: t.arg.globalID({ for: Product }) },
    resolve: (query, _root, { id }, ctx) => ctx.prisma.product.findFirst({ ...query, where: { id: id.id, AND: [productAccessWhere(ctx.viewer)] } }),
  }),
);

/** The planned query split into the product's reviews (a connection's plan) and everything else. */
function splitReviews(query: object): { rest: object; reviews: Record<string, unknown> | null } | null {
  const { select, include, ...other } = query as { select?: Record<string, unknown>; include?: Record<string, unknown> };
  const mode = select ? 'select' : 'include';
  const { reviews, ...fields } = (select ?? include ?? {}) as Record<string, unknown>;
  if (reviews !== undefined && (typeof reviews !== 'object' || reviews === null)) return null;
  return { rest: { ...other, [mode]: fields }, reviews: (reviews as Record<string, unknown> | undefined) ?? null };
}

/**
 * The product page: product, store and segment in one statement when that is all it asks besides
 * the reviews, and the reviews read only for a product that has some (`ratingCount` counts every
 * review, api/catalog/create-review.ts) — most products have none. Anything richer goes through Prisma.
 */
async function productBySlug(ctx: Context, query: object, slugs: { storeSlug: string; productSlug: string }) {
  const split = splitReviews(query);
  const relations = split && flatProductSelection(split.rest);
  if (!split || !relations) {
    return ctx.prisma.product.findFirst({ ...query, where: { slug: slugs.productSlug, store: { slug: slugs.storeSlug }, AND: [productAccessWhere(ctx.viewer)] } });
  }
  const row = await productBySlugRow(ctx.prisma, slugs, productAccessSql(ctx.viewer), relations);
  if (!row || !split.reviews) return row;
  const { where, ...plan } = split.reviews as { where?: object };
  const reviews =
    row.ratingCount === 0
      ? []
      : ((await newestReviewRows(ctx.prisma, row.id, split.reviews)) ?? (await ctx.prisma.review.findMany({ ...plan, where: { ...where, productId: row.id } })));
  return Object.assign(row, { reviews });
}

builder.queryField('productBySlug', (t) =>
  t.prismaField({
    type: Product,
    nullable: true,
    description: 'O produto da rota /produto/{storeSlug}/{productSlug}.',
    args: { storeSlug: t.arg.string(), productSlug: t.arg.string() },
    resolve: (query, _root, args, ctx) =>
      productBySlug(ctx, query, { storeSlug: args.storeSlug.trim().toLowerCase(), productSlug: args.productSlug.trim().toLowerCase() }),
  }),
);

export const ProductPathResolution = builder.objectRef<{ redirectTo: string | null; productId: string | null }>('ProductPathResolution').implement({
  description: 'Resultado das regras de SEO para um caminho de produto.',
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
    description:
      'Até 5 produtos públicos para a busca (termo com 2+ caracteres após trim; nome ou descrição; sem diferenciar maiúsculas nem acentos; plural, sinônimos e até 1 letra errada de 5 em diante, 2 de 8). ' +
      'Ordem: começa com o termo, termo no nome, todas as palavras como digitadas, depois por sinônimo ou correção; entre iguais, promoção, lojas da cidade de quem pergunta, mais avaliados.',
    args: { term: t.arg.string({ validate: z.string().max(200, 'Texto muito longo') }) },
    resolve: async (query, _root, { term }, ctx) => {
      const plan = await planSearch(ctx.prisma, term, { forgiveTypos: true });
      if (!plan) return [];
      const options = { plan, now: requestNow(ctx), town: await shopperTown(ctx) };
      return orderedProducts(
        ctx,
        query,
        (relations) => suggestionRows(ctx.prisma, term, options, relations),
        () => suggestionIds(ctx.prisma, term, options),
      );
    },
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
