// The catalogue's GraphQL schema: reviews (the whole map in index.ts).
import { z } from 'zod';
import { builder } from '../../schema/builder.js';
import { payloadType, type UserErrorShape } from '../../schema/user-error.js';
import type { Context } from '../../schema/context.js';
import { inIdOrder, REVIEWS_NEWEST_FIRST } from '../product-query.js';
import { productAccessWhere } from '../access.js';
import { uuidOrNoRow } from '../../schema/global-id.js';
import { createReview } from '../create-review.js';
import { PRODUCTS_TO_REVIEW_MAX, productsToReviewIds, reviewBlocker } from '../review-rules.js';
import { viewerProductState } from '../viewer-product-state.js';
import { paging } from '../../schema/paging.js';
import { Product, connectionTotalCount } from './products.js';
import { whenId, withId } from './shared.js';

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

/**
 * A product's reviews are counted by the product itself: `ratingCount` is recomputed from the
 * Review table with every review (api/catalog/create-review.ts) and reviews are never deleted.
 * Prisma's relation count would join an aggregate of the whole Review table on every product page.
 * myReviews brings its own count.
 */
function reviewTotalCount(connection: object) {
  const { totalCount, parent } = connection as { totalCount?: unknown; parent?: { ratingCount?: number } };
  if (totalCount === undefined && typeof parent?.ratingCount === 'number') return parent.ratingCount;
  return connectionTotalCount(connection);
}

/** Shared by a product's reviews and the viewer's own (myReviews). */
export const ReviewConnection = builder.connectionObject({
  type: Review,
  name: 'ReviewConnection',
  fields: (t) => ({
    totalCount: t.int({ resolve: reviewTotalCount }),
  }),
});

builder.prismaObjectField(Product, 'reviews', (t) =>
  t.relatedConnection(
    'reviews',
    {
      cursor: 'id',
      description: 'Avaliações, das mais recentes para as mais antigas.',
      ...paging(10),
      query: () => ({ orderBy: REVIEWS_NEWEST_FIRST }),
    },
    ReviewConnection,
  ),
);

// The viewer's own review and whether they may write one, read for all the products of the
// response at once (api/catalog/viewer-product-state.ts); for visitors nothing is read.
builder.prismaObjectFields(Product, (t) => ({
  // Read again with its selection (the author's name, its product) only when there is one; Prisma
  // batches these findUnique calls of one request into one statement.
  viewerReview: t.prismaField({
    type: Review,
    nullable: true,
    description: 'A avaliação de quem está logado para este produto; null sem avaliação e para visitantes.',
    resolve: async (query, p, _args, ctx) => {
      const { review } = await viewerProductState(ctx, p.id);
      return review && ctx.prisma.review.findUnique({ ...query, where: { id: review.id } });
    },
  }),
  viewerCanReview: t.boolean({
    description: 'Se quem está logado pode avaliar: já recebeu o produto (subpedido entregue) e ainda não o avaliou. false para visitantes.',
    resolve: async (p, _args, ctx) => {
      const state = await viewerProductState(ctx, p.id);
      return !!ctx.viewer && reviewBlocker({ reviewed: state.review !== null, received: state.received }) === null;
    },
  }),
}));

builder.queryField('myReviews', (t) =>
  t.prismaConnection(
    {
      type: Review,
      cursor: 'id',
      description: 'As avaliações de quem está logado, das mais recentes para as mais antigas (de produtos que ele ainda pode ver).',
      authScopes: { signedIn: true },
      ...paging(10),
      resolve: (query, _root, _args, ctx) =>
        ctx.prisma.review.findMany({ ...query, where: myReviewsWhere(ctx), orderBy: REVIEWS_NEWEST_FIRST }),
      totalCount: (_root, _args, ctx) => ctx.prisma.review.count({ where: myReviewsWhere(ctx) }),
    },
    ReviewConnection,
  ),
);

export function myReviewsWhere(ctx: Context) {
  return { userId: ctx.viewer!.id, product: productAccessWhere(ctx.viewer) };
}

export const PRODUCTS_TO_REVIEW_DEFAULT = 20;
export const LIMIT_MESSAGE = `O limite deve estar entre 1 e ${PRODUCTS_TO_REVIEW_MAX}`;

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

export const CreateReviewInput = builder.inputType('CreateReviewInput', {
  fields: (t) => ({
    productId: t.globalID({ for: Product, description: 'ID global do produto.' }),
    rating: t.int({ description: 'Nota de 1 a 5.' }),
    comment: t.string({ required: false, description: 'Até 1000 caracteres.' }),
  }),
});

export const CreateReviewPayload = payloadType<{ reviewId: string | null; productId: string | null; userErrors: UserErrorShape[] }>('CreateReviewPayload', {
    entity: { review: { type: Review, id: 'reviewId' }, product: { type: Product, id: 'productId', description: 'O produto com a nova média e contagem.' } },
  });

builder.mutationField('createReview', (t) =>
  t.field({
    type: CreateReviewPayload,
    description: 'Avalia um produto que quem está logado já recebeu (uma vez por usuário e produto).',
    authScopes: { signedIn: true },
    args: { input: t.arg({ type: CreateReviewInput }) },
    resolve: (_root, { input }, ctx) =>
      createReview(ctx, ctx.viewer!, {
        productId: input.productId.id,
        rating: input.rating,
        comment: input.comment,
      }),
  }),
);
