// Favourites (profile/favorites): a user marks products from their card or page.
// Only products the user may see can be favourited; hidden ones drop out of the list.
import type { Context } from '../schema/context.js';
import { userError, type UserErrorShape } from '../schema/user-error.js';
import { productAccessWhere } from '../catalog/access.js';
import { forgetViewerProductState } from '../catalog/index.js';

export const FAVORITE_MESSAGES = { productNotFound: 'Produto não encontrado' } as const;

export interface FavoriteResult {
  productId: string | null;
  favorited: boolean;
  userErrors: UserErrorShape[];
}

/**
 * Sets (favorite: true/false) or toggles (favorite omitted) a product in the user's favourites.
 * Setting is idempotent, so a double click or a retried request lands in the state the user saw.
 */
export async function toggleFavorite(ctx: Context, userId: string, productId: string | null, favorite?: boolean | null): Promise<FavoriteResult> {
  const product = productId
    ? await ctx.prisma.product.findFirst({ where: { id: productId, AND: [productAccessWhere(ctx.viewer)] }, select: { id: true } })
    : null;
  if (!product) return { productId: null, favorited: false, userErrors: [userError(FAVORITE_MESSAGES.productNotFound, 'NOT_FOUND', 'productId')] };

  const key = { userId, productId: product.id };
  let favorited: boolean;
  if (favorite == null) {
    const { count } = await ctx.prisma.favorite.deleteMany({ where: key });
    favorited = count === 0;
    if (favorited) await ctx.prisma.favorite.createMany({ data: [key], skipDuplicates: true });
  } else if (favorite) {
    await ctx.prisma.favorite.createMany({ data: [key], skipDuplicates: true });
    favorited = true;
  } else {
    await ctx.prisma.favorite.deleteMany({ where: key });
    favorited = false;
  }
  forgetViewerProductState(ctx, product.id);
  return { productId: product.id, favorited, userErrors: [] };
}
