// recordProductView: remembers that the signed-in viewer opened a product (recently_viewed upsert,
// docs/decisions.md); opening it again moves it to the top. Hidden products are not recorded.
import type { Context, Viewer } from '../schema/context.js';
import { userError, type UserErrorShape } from '../schema/user-error.js';
import { productAccessWhere } from './access.js';
import { REVIEW_MESSAGES } from './create-review.js';

export interface RecordProductViewResult {
  productId: string | null;
  viewedAt: Date | null;
  userErrors: UserErrorShape[];
}

export async function recordProductView(ctx: Context, viewer: Viewer, productId: string): Promise<RecordProductViewResult> {
  const product = await ctx.prisma.product.findFirst({ where: { id: productId, AND: [productAccessWhere(viewer)] }, select: { id: true } });
  if (!product) {
    return { productId: null, viewedAt: null, userErrors: [userError(REVIEW_MESSAGES.productNotFound, 'NOT_FOUND', 'productId')] };
  }
  const viewedAt = new Date();
  await ctx.prisma.recentlyViewed.upsert({
    where: { userId_productId: { userId: viewer.id, productId: product.id } },
    create: { userId: viewer.id, productId: product.id, viewedAt },
    update: { viewedAt },
  });
  return { productId: product.id, viewedAt, userErrors: [] };
}
