// Sub-order status flow: pendente → confirmado → em preparo → saiu para entrega → entregue, or
// cancelado. Pure rules with their pt-BR messages; the services apply them inside a transaction
// with a conditional update, so two concurrent changes cannot both pass.
import type { SubOrderStatus } from '../generated/prisma/enums.js';

export const STATUS_FLOW: readonly SubOrderStatus[] = ['PENDING', 'CONFIRMED', 'PREPARING', 'OUT_FOR_DELIVERY', 'DELIVERED'];

export const STATUS_LABELS: Record<SubOrderStatus, string> = {
  PENDING: 'Pendente',
  CONFIRMED: 'Confirmado',
  PREPARING: 'Em preparo',
  OUT_FOR_DELIVERY: 'Saiu para entrega',
  DELIVERED: 'Entregue',
  CANCELLED: 'Cancelado',
};

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

/** The status after `status` in the flow; null after delivery or cancellation. */
export function nextStatus(status: SubOrderStatus): SubOrderStatus | null {
  const index = STATUS_FLOW.indexOf(status);
  return index === -1 || index === STATUS_FLOW.length - 1 ? null : STATUS_FLOW[index + 1];
}

/** Why the store may not move a sub-order from `from` to `to` (one step at a time), or null. */
export function advanceError(from: SubOrderStatus, to: SubOrderStatus): string | null {
  if (to === 'CANCELLED') return STATUS_MESSAGES.useCancel;
  if (from === to) return STATUS_MESSAGES.alreadyInStatus(from);
  if (from === 'CANCELLED') return STATUS_MESSAGES.cancelled;
  if (from === 'DELIVERED') return STATUS_MESSAGES.delivered;
  const next = nextStatus(from)!;
  return to === next ? null : STATUS_MESSAGES.skip(from, to, next);
}

export type CancelActor = 'STORE' | 'CUSTOMER';

/**
 * Why a sub-order may not be cancelled, or null. The store (or an admin) may cancel at any status
 * before delivery and must give a reason; the customer only while it is still pending.
 */
export function cancelError(from: SubOrderStatus, actor: CancelActor, reason: string | null | undefined): string | null {
  if (from === 'CANCELLED') return STATUS_MESSAGES.alreadyCancelled;
  if (from === 'DELIVERED') return STATUS_MESSAGES.cannotCancelDelivered;
  if (actor === 'CUSTOMER') return from === 'PENDING' ? null : STATUS_MESSAGES.customerCancelOnlyPending;
  return reason && reason.trim() ? null : STATUS_MESSAGES.reasonRequired;
}

/**
 * The status of a whole order from its sub-orders: cancelled when all are; otherwise the least
 * advanced of the sub-orders still running (so 'Entregue' only once every live one is delivered).
 */
export function orderStatus(statuses: readonly SubOrderStatus[]): SubOrderStatus {
  const live = statuses.filter((s) => s !== 'CANCELLED');
  if (live.length === 0) return 'CANCELLED';
  return live.reduce((least, s) => (STATUS_FLOW.indexOf(s) < STATUS_FLOW.indexOf(least) ? s : least));
}
