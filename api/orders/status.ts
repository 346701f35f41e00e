// Sub-order status flow: pendente → confirmado → em preparo → saiu para entrega → entregue, or
// cancelado. Pure rules with their pt-BR messages; the services apply them inside a transaction
// with a conditional update, so two concurrent changes cannot both pass.
import { STATUS_MESSAGES, SUB_ORDER_STATUS, type CancelActor, type SubOrderStatus } from '../../common/order-status.js';

export { nextStatus, orderStatus, STATUS_FLOW, STATUS_LABELS, STATUS_MESSAGES, type CancelActor } from '../../common/order-status.js';

export const CUSTOMER_CANCEL_REASON = 'Cancelado pelo cliente';

/** Why the store may not move a sub-order from `from` to `to` (one step at a time), or null. */
export function advanceError(from: SubOrderStatus, to: SubOrderStatus): string | null {
  if (to === 'CANCELLED') return STATUS_MESSAGES.useCancel;
  const move = SUB_ORDER_STATUS.check(from, to);
  return move.ok ? null : move.refusal.message;
}

/**
 * Why a sub-order may not be cancelled, or null. The store (or an admin) may cancel at any status
 * before delivery and must give a reason; the customer only while it is still pending.
 */
export function cancelError(from: SubOrderStatus, actor: CancelActor, reason: string | null | undefined): string | null {
  const move = SUB_ORDER_STATUS.check(from, 'CANCELLED', { actor });
  if (!move.ok) return move.refusal.message;
  return actor === 'CUSTOMER' || (reason && reason.trim()) ? null : STATUS_MESSAGES.reasonRequired;
}
