// The sub-order status flow, shared by the API (which enforces it) and the web (which shows it):
// pendente → confirmado → em preparo → saiu para entrega → entregue, or cancelado.
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

/** The status after `status` in the flow; null after delivery or cancellation. */
export function nextStatus(status: SubOrderStatus): SubOrderStatus | null {
  const index = STATUS_FLOW.indexOf(status);
  return index === -1 || index === STATUS_FLOW.length - 1 ? null : STATUS_FLOW[index + 1];
}

/** The store may cancel any time before delivery (with a reason); the customer only while pending. */
export function canCancel(status: SubOrderStatus, actor: CancelActor): boolean {
  if (status === 'CANCELLED' || status === 'DELIVERED') return false;
  return actor === 'STORE' || status === 'PENDING';
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
