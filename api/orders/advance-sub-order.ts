// advanceSubOrder: the store (its owner, or an admin) moves a sub-order one step along
// pendente → confirmado → em preparo → saiu para entrega → entregue. On delivery, in the same
// transaction, the buyer is credited the points of the sub-order (Σ unitPoints × quantity, the
// per-role points frozen at checkout) with the key 'earned:<subOrderId>', and — when the buyer was
// invited — the 20-point referral bonus with the key 'referral:<buyerId>', which the unique key
// makes a one-time bonus on the first delivered order. An order bought from a shared cart also
// credits the professional who shared it (the lines' sharerPoints, key 'shared:<subOrderId>').
// A delivery retried or repeated credits once.
import type { SubOrderStatus } from '../generated/prisma/enums.js';
import type { Context, Viewer } from '../schema/context.js';
import { refuse } from '../schema/user-error.js';
import { runMutation, type MutationStages } from '../schema/mutation.js';
import { REFERRAL_BONUS_POINTS } from '../../common/referral.js';
import { creditPoints } from '../loyalty/index.js';
import type { Tx } from '../shared/locks.js';
import { advanceError, STATUS_MESSAGES } from './status.js';
import { pointsFor } from './totals.js';
import { announceChange, eventOf, forbidden, lockSubOrder, orderNumber, refusedChange, type LockedSubOrder, type SubOrderChangeResult } from './sub-order-lock.js';

/** The short number of a share in people's texts (like an order's). */
const shareNumber = orderNumber;

export const REFERRAL_REASON = 'Bônus de indicação: primeiro pedido entregue';

async function creditDelivery(tx: Tx, subOrder: LockedSubOrder, actorId: string): Promise<void> {
  const buyerId = subOrder.order.userId;
  const points = pointsFor(subOrder.items);
  if (points > 0) {
    await creditPoints(tx, {
      userId: buyerId,
      kind: 'EARNED',
      points,
      reason: `Pedido ${orderNumber(subOrder.orderId)} entregue (${subOrder.store.name})`,
      subOrderId: subOrder.id,
      idempotencyKey: `earned:${subOrder.id}`,
      createdById: actorId,
    });
  }
  const share = subOrder.order.cartShare;
  const sharerPoints = subOrder.items.reduce((sum, item) => sum + item.sharerPoints, 0);
  if (share && sharerPoints > 0) {
    await creditPoints(tx, {
      userId: share.fromUserId,
      kind: 'EARNED',
      points: sharerPoints,
      reason: `Carrinho compartilhado ${shareNumber(share.id)}: pedido ${orderNumber(subOrder.orderId)} entregue (${subOrder.store.name})`,
      subOrderId: subOrder.id,
      idempotencyKey: `shared:${subOrder.id}`,
      createdById: actorId,
    });
  }
  if (subOrder.order.user.referredById) {
    await creditPoints(tx, {
      userId: buyerId,
      kind: 'REFERRAL',
      points: REFERRAL_BONUS_POINTS,
      reason: REFERRAL_REASON,
      subOrderId: subOrder.id,
      idempotencyKey: `referral:${buyerId}`,
      createdById: actorId,
    });
  }
}

interface AdvanceInput {
  subOrderId: string | null;
  to: SubOrderStatus;
}

/** The stages (api/schema/mutation.ts): the rule is advanceError (status.ts); the lock and the writes in save. */
export const ADVANCE_SUB_ORDER: MutationStages<SubOrderChangeResult, AdvanceInput, AdvanceInput> = {
  clean: (_ctx, _viewer, input) => input,
  async save(tx, input, _ctx, viewer) {
    const subOrder = input.subOrderId ? await lockSubOrder(tx, input.subOrderId) : null;
    if (!subOrder) return refuse(STATUS_MESSAGES.notFound, 'NOT_FOUND', 'subOrderId');
    if (!(viewer.isAdmin || subOrder.store.ownerId === viewer.id)) throw forbidden();
    const error = advanceError(subOrder.status, input.to);
    if (error) refuse(error, 'INVALID_TRANSITION', 'to');
    const moved = await tx.subOrder.updateMany({ where: { id: subOrder.id, status: subOrder.status }, data: { status: input.to } });
    if (moved.count !== 1) refuse(STATUS_MESSAGES.concurrent, 'CONFLICT', null);
    await tx.subOrderEvent.create({ data: { subOrderId: subOrder.id, status: input.to, actorId: viewer.id } });
    if (input.to === 'DELIVERED') await creditDelivery(tx, subOrder, viewer.id);
    return { subOrderId: subOrder.id, moved: { event: eventOf(subOrder), storeName: subOrder.store.name, status: input.to }, userErrors: [] };
  },
  publish: announceChange,
  refused: refusedChange,
};

export const advanceSubOrder = (ctx: Context, viewer: Viewer, input: AdvanceInput): Promise<SubOrderChangeResult> => runMutation(ctx, viewer, ADVANCE_SUB_ORDER, input);
