// Sub-order status flow: pendente → confirmado → em preparo → saiu para entrega → entregue, or
// cancelado. Pure rules with their pt-BR messages; the services apply them inside a transaction
// with a conditional update, so two concurrent changes cannot both pass.
import { canCancel, nextStatus, STATUS_LABELS, type CancelActor, type SubOrderStatus } from '../../common/order-status.js';

export { nextStatus, orderStatus, STATUS_FLOW, STATUS_LABELS, type CancelActor } from '../../common/order-status.js';

export const STATUS_MESSAGES = {
  notFound: 'Pedido não encontrado',
  alreadyInStatus: (status: SubOrderStatus) => `O pedido já está "${STATUS_LABELS[status]}"`,
  delivered: 'Este pedido já foi entregue',
  cancelled: 'Este pedido foi cancelado',
  useCancel: 'Para cancelar, use o cancelamento com o motivo',
  skip: (from: SubOrderStatus, to: SubOrderStatus, next: SubOrderStatus) =>
    `Não é possível passar de "${STATUS_LABELS[from]}" para "${STATUS_LABELS[to]}": o próximo passo é "${STATUS_LABELS[next]}"`,
  cannotCancelDelivered: 'Um pedido entregue não pode ser cancelado',
  alreadyCancelled: 'Este pedido já foi cancelado',
  customerCancelOnlyPending: 'O pedido só pode ser cancelado pelo cliente enquanto está pendente. Fale com a loja.',
  reasonRequired: 'Informe o motivo do cancelamento',
  concurrent: 'O pedido foi alterado por outra pessoa. Atualize a página e tente de novo.',
} as const;

export const CUSTOMER_CANCEL_REASON = 'Cancelado pelo cliente';

/** Why the store may not move a sub-order from `from` to `to` (one step at a time), or null. */
export function advanceError(from: SubOrderStatus, to: SubOrderStatus): string | null {
  if (to === 'CANCELLED') return STATUS_MESSAGES.useCancel;
  if (from === to) return STATUS_MESSAGES.alreadyInStatus(from);
  if (from === 'CANCELLED') return STATUS_MESSAGES.cancelled;
  if (from === 'DELIVERED') return STATUS_MESSAGES.delivered;
  const next = nextStatus(from)!;
  return to === next ? null : STATUS_MESSAGES.skip(from, to, next);
}

/**
 * Why a sub-order may not be cancelled, or null. The store (or an admin) may cancel at any status
 * before delivery and must give a reason; the customer only while it is still pending.
 */
export function cancelError(from: SubOrderStatus, actor: CancelActor, reason: string | null | undefined): string | null {
  if (from === 'CANCELLED') return STATUS_MESSAGES.alreadyCancelled;
  if (from === 'DELIVERED') return STATUS_MESSAGES.cannotCancelDelivered;
  if (!canCancel(from, actor)) return STATUS_MESSAGES.customerCancelOnlyPending;
  return actor === 'CUSTOMER' || (reason && reason.trim()) ? null : STATUS_MESSAGES.reasonRequired;
}
