// The sub-order status flow, shared by the API (which enforces it) and the web (which shows it):
// pendente → confirmado → em preparo → saiu para entrega → entregue, or cancelado (a table of
// common/state-machine.ts).
import { stateMachine } from './state-machine';

export type SubOrderStatus = 'PENDING' | 'CONFIRMED' | 'PREPARING' | 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'CANCELLED';

export const STATUS_FLOW: readonly SubOrderStatus[] = ['PENDING', 'CONFIRMED', 'PREPARING', 'OUT_FOR_DELIVERY', 'DELIVERED'];

export const STATUS_LABELS: Record<SubOrderStatus, string> = {
  PENDING: 'Pendente',
  CONFIRMED: 'Confirmado',
  PREPARING: 'Em preparo',
  OUT_FOR_DELIVERY: 'Saiu para entrega',
  DELIVERED: 'Entregue',
  CANCELLED: 'Cancelado',
};

/** Who acts on a sub-order: its store (owner, sellers, admins) or its buyer. */
export type CancelActor = 'STORE' | 'CUSTOMER';

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

/**
 * One step at a time along the flow, or cancelled before delivery. Cancelling is the store's at any
 * of those steps and the customer's only while pending (the guard; the store's reason is checked by
 * api/orders/status.ts, it is input, not state).
 */
export const SUB_ORDER_STATUS = stateMachine<SubOrderStatus, never, { actor: CancelActor } | undefined>({
  transitions: {
    PENDING: ['CONFIRMED', 'CANCELLED'],
    CONFIRMED: ['PREPARING', 'CANCELLED'],
    PREPARING: ['OUT_FOR_DELIVERY', 'CANCELLED'],
    OUT_FOR_DELIVERY: ['DELIVERED', 'CANCELLED'],
    DELIVERED: [],
    CANCELLED: [],
  },
  refusal: (from, to) => {
    if (to === 'CANCELLED') return from === 'CANCELLED' ? STATUS_MESSAGES.alreadyCancelled : STATUS_MESSAGES.cannotCancelDelivered;
    if (from === to) return STATUS_MESSAGES.alreadyInStatus(from);
    if (from === 'CANCELLED') return STATUS_MESSAGES.cancelled;
    if (from === 'DELIVERED') return STATUS_MESSAGES.delivered;
    return STATUS_MESSAGES.skip(from, to, nextStatus(from)!);
  },
  guard: (from, to, data) => (to === 'CANCELLED' && data?.actor === 'CUSTOMER' && from !== 'PENDING' ? STATUS_MESSAGES.customerCancelOnlyPending : null),
});

/** The status after `status` in the flow; null after delivery or cancellation. */
export function nextStatus(status: SubOrderStatus): SubOrderStatus | null {
  return SUB_ORDER_STATUS.next(status).find((s) => s !== 'CANCELLED') ?? null;
}

/** The store may cancel any time before delivery (with a reason); the customer only while pending. */
export function canCancel(status: SubOrderStatus, actor: CancelActor): boolean {
  return SUB_ORDER_STATUS.check(status, 'CANCELLED', { actor }).ok;
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
