// cancelSubOrder. The store (owner or admin) may cancel before delivery and must say why; the
// customer may cancel only while the sub-order is pending (reason optional). In one transaction:
// the status moves with a conditional update (so the stock is restored exactly once, however many
// times the request arrives), the stock of every item goes back, the timeline records who and why,
// and when this leaves the whole order cancelled, the coupon use is given back.
import type { Context, Viewer } from '../schema/context.js';
import { Prisma } from '../generated/prisma/client.js';
import { refuse } from '../schema/user-error.js';
import { runMutation, type MutationStages } from '../schema/mutation.js';
import { validateText } from '../../common/validation.js';
import { lockProducts, type Tx } from '../shared/locks.js';
import { cancelError, CUSTOMER_CANCEL_REASON, STATUS_MESSAGES } from './status.js';
import { announceChange, eventOf, forbidden, lockSubOrder, refusedChange, type LockedSubOrder, type SubOrderChangeResult } from './sub-order-lock.js';
import { actorOf } from './access.js';

async function restoreStock(tx: Tx, subOrder: LockedSubOrder): Promise<void> {
  const quantities = new Map<string, number>();
  for (const item of subOrder.items) {
    if (item.productId) quantities.set(item.productId, (quantities.get(item.productId) ?? 0) + item.quantity);
  }
  if (quantities.size === 0) return;
  const ids = [...quantities.keys()].sort();
  await lockProducts(tx, ids);
  const values = Prisma.join(ids.map((id) => Prisma.sql`(${id}::uuid, ${quantities.get(id)!}::int)`));
  await tx.$executeRaw`
    UPDATE "Product" p SET "stock" = p."stock" + v.q, "updatedAt" = ${new Date()}
    FROM (VALUES ${values}) AS v(id, q) WHERE p."id" = v.id`;
}

/** When every sub-order of the order is cancelled, its coupon use is released. */
async function releaseCouponIfOrderCancelled(tx: Tx, orderId: string): Promise<void> {
  const live = await tx.subOrder.count({ where: { orderId, status: { not: 'CANCELLED' } } });
  if (live > 0) return;
  const use = await tx.couponUse.findUnique({ where: { orderId }, select: { id: true, couponId: true } });
  if (!use) return;
  await tx.couponUse.delete({ where: { id: use.id } });
  await tx.$executeRaw`UPDATE "Coupon" SET "usedCount" = GREATEST("usedCount" - 1, 0), "updatedAt" = ${new Date()} WHERE "id" = ${use.couponId}::uuid`;
}

interface CancelInput {
  subOrderId: string | null;
  reason?: string | null;
}

/** The stages (api/schema/mutation.ts): the reason checked in clean, the rule is cancelError (status.ts). */
export const CANCEL_SUB_ORDER: MutationStages<SubOrderChangeResult, CancelInput, { subOrderId: string | null; reason: string | null }> = {
  clean(_ctx, _viewer, input) {
    if (input.reason == null) return { subOrderId: input.subOrderId, reason: null };
    const text = validateText(input.reason);
    if (!text.ok) return refuse(text.message, 'INVALID', 'reason');
    return { subOrderId: input.subOrderId, reason: text.value || null };
  },
  async save(tx, { subOrderId, reason }, _ctx, viewer) {
    const subOrder = subOrderId ? await lockSubOrder(tx, subOrderId) : null;
    if (!subOrder) return refuse(STATUS_MESSAGES.notFound, 'NOT_FOUND', 'subOrderId');
    const actor = actorOf(viewer, subOrder);
    if (!actor) throw forbidden();
    const error = cancelError(subOrder.status, actor, reason);
    if (error) refuse(error, 'INVALID_TRANSITION', error === STATUS_MESSAGES.reasonRequired ? 'reason' : null);
    const note = reason ?? CUSTOMER_CANCEL_REASON;
    const moved = await tx.subOrder.updateMany({ where: { id: subOrder.id, status: subOrder.status }, data: { status: 'CANCELLED', cancelReason: note } });
    if (moved.count !== 1) refuse(STATUS_MESSAGES.concurrent, 'CONFLICT', null);
    await restoreStock(tx, subOrder);
    await tx.subOrderEvent.create({ data: { subOrderId: subOrder.id, status: 'CANCELLED', note, actorId: viewer.id } });
    await releaseCouponIfOrderCancelled(tx, subOrder.orderId);
    return { subOrderId: subOrder.id, moved: { event: eventOf(subOrder), storeName: subOrder.store.name, status: 'CANCELLED' }, userErrors: [] };
  },
  publish: announceChange,
  refused: refusedChange,
};

export const cancelSubOrder = (ctx: Context, viewer: Viewer, input: CancelInput): Promise<SubOrderChangeResult> => runMutation(ctx, viewer, CANCEL_SUB_ORDER, input);
