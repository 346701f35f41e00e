// What a share shows to whoever looks at it: before acceptance (and to the professional, and once
// finalized) the shared cart as it was sent or agreed; to the recipient while it is accepted, the
// share's items as they are now in their own cart — the lines they edit and will buy. The priced
// view (api/cart/index.ts) is loaded once per cart and request.
import type { Context } from '../schema/context.js';
import { cartView, findActiveCart, type CartViewLine } from '../cart/index.js';
import { effectiveShareStatus, SHARE_STATUS, type ShareStatus } from '../../common/shared-cart.js';

export interface ShareRow {
  id: string;
  cartId: string;
  fromUserId: string;
  toUserId: string;
  status: ShareStatus;
  expiresAt: Date;
}

export interface ShareLines {
  cartId: string;
  /** null: every item of that cart. */
  productIds: string[] | null;
}

const memo = new WeakMap<Context, Map<string, Promise<ShareLines>>>();

export function shareLinesSource(ctx: Context, share: ShareRow): Promise<ShareLines> {
  let byShare = memo.get(ctx);
  if (!byShare) memo.set(ctx, (byShare = new Map()));
  let found = byShare.get(share.id);
  if (!found) {
    found = loadSource(ctx, share);
    byShare.set(share.id, found);
  }
  return found;
}

async function loadSource(ctx: Context, share: ShareRow): Promise<ShareLines> {
  const editing = ctx.viewer?.id === share.toUserId && SHARE_STATUS.allows(effectiveShareStatus(share.status, share.expiresAt, new Date()), 'edit');
  if (!editing) return { cartId: share.cartId, productIds: null };
  const [cart, sent] = await Promise.all([
    findActiveCart(ctx.prisma, share.toUserId, { select: { id: true } }),
    ctx.prisma.cartItem.findMany({ where: { cartId: share.cartId }, select: { productId: true } }),
  ]);
  return { cartId: cart.id, productIds: sent.map((s) => s.productId) };
}

/** The priced lines of the share for this viewer. */
export async function shareLines(ctx: Context, share: ShareRow): Promise<CartViewLine[]> {
  const source = await shareLinesSource(ctx, share);
  const lines = (await cartView(ctx, source.cartId)).lines;
  if (!source.productIds) return lines;
  const ids = new Set(source.productIds);
  return lines.filter((l) => ids.has(l.productId));
}

/** Forget the request's memo after a write (payloads show the share after the change). */
export function forgetShareLines(ctx: Context): void {
  memo.delete(ctx);
}
