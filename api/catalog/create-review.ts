// createReview: only a buyer who received the product (review-rules.ts), one review per user and
// product, rating 1–5, optional comment (sanitised, up to 1000 characters). The product's
// ratingCount/ratingAverage are recomputed in SQL in the same transaction, after locking the
// product row, so concurrent reviews of one product never lose a vote.
import { Prisma } from '../generated/prisma/client.js';
import type { Context, Viewer } from '../schema/context.js';
import { userError, type UserErrorShape } from '../schema/user-error.js';
import { validateText } from '../../common/validation.js';
import { productAccessWhere } from './access.js';
import { reviewBlocker, type ReviewBlocker } from './review-rules.js';
import { forgetViewerProductState, viewerProductState } from './viewer-product-state.js';
import { lockProducts } from '../shared/locks.js';

export const REVIEW_MESSAGES = {
  productNotFound: 'Produto não encontrado',
  rating: 'A nota deve ser um número inteiro de 1 a 5',
  alreadyReviewed: 'Você já avaliou este produto',
  notPurchased: 'Você só pode avaliar produtos que já recebeu.',
} as const;

const BLOCKER_MESSAGES: Record<ReviewBlocker, string> = {
  ALREADY_REVIEWED: REVIEW_MESSAGES.alreadyReviewed,
  NOT_PURCHASED: REVIEW_MESSAGES.notPurchased,
};

export interface CreateReviewInput {
  productId: string;
  rating: number;
  comment?: string | null;
}

export interface CreateReviewResult {
  reviewId: string | null;
  productId: string | null;
  userErrors: UserErrorShape[];
}

const failure = (error: UserErrorShape): CreateReviewResult => ({ reviewId: null, productId: null, userErrors: [error] });

export async function createReview(ctx: Context, viewer: Viewer, input: CreateReviewInput): Promise<CreateReviewResult> {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
    return failure(userError(REVIEW_MESSAGES.rating, 'INVALID', 'rating'));
  }
  let comment: string | null = null;
  if (input.comment != null) {
    const text = validateText(input.comment);
    if (!text.ok) return failure(userError(text.message, 'INVALID', 'comment'));
    comment = text.value || null;
  }
  const product = await ctx.prisma.product.findFirst({
    where: { id: input.productId, AND: [productAccessWhere(viewer)] },
    select: { id: true },
  });
  if (!product) return failure(userError(REVIEW_MESSAGES.productNotFound, 'NOT_FOUND', 'productId'));
  const state = await viewerProductState(ctx, product.id);
  const blocker = reviewBlocker({ reviewed: state.review !== null, received: state.received });
  if (blocker) return failure(userError(BLOCKER_MESSAGES[blocker], blocker, 'productId'));

  try {
    const reviewId = await ctx.prisma.$transaction(async (tx) => {
      await lockProducts(tx, [product.id]);
      const review = await tx.review.create({
        data: { productId: product.id, userId: viewer.id, rating: input.rating, comment },
        select: { id: true },
      });
      await tx.$executeRaw`
        UPDATE "Product" p SET "ratingCount" = r.n, "ratingAverage" = r.average
        FROM (SELECT count(*)::int AS n, COALESCE(round(avg("rating")::numeric, 2), 0) AS average
              FROM "Review" WHERE "productId" = ${product.id}::uuid) r
        WHERE p."id" = ${product.id}::uuid`;
      return review.id;
    });
    forgetViewerProductState(ctx, product.id);
    return { reviewId, productId: product.id, userErrors: [] };
  } catch (error) {
    // The same user reviewing twice at once: the unique index decides.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      return failure(userError(REVIEW_MESSAGES.alreadyReviewed, 'ALREADY_REVIEWED', 'productId'));
    }
    throw error;
  }
}
