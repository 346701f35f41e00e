// Order display rules shared by the customer's and the store's screens (pure, unit-tested):
// sub-order status labels and badge colours, the store's next-step buttons, the overall status of
// an order, payment on delivery, the short order number and the estimated delivery date.
import { fromCents, toCents, formatMoney, type MoneyInput } from '@common/money';
import { formatDate, toDate, type DateInput } from '@common/dates';
import type { PaymentMethod, SubOrderStatus } from '../../gql/graphql';
import { nextStatus, STATUS_FLOW, STATUS_LABELS } from '@common/order-status';

export { canCancel, nextStatus, orderStatus, STATUS_FLOW, STATUS_LABELS } from '@common/order-status';

/** The store's button that moves a sub-order to this status. */
export const ADVANCE_LABELS: Record<Exclude<SubOrderStatus, 'PENDING' | 'CANCELLED'>, string> = {
  CONFIRMED: 'Confirmar pedido',
  PREPARING: 'Iniciar preparo',
  OUT_FOR_DELIVERY: 'Saiu para entrega',
  DELIVERED: 'Marcar como entregue',
};

export function statusLabel(status: SubOrderStatus): string {
  return STATUS_LABELS[status] ?? status;
}

/** Label of the store's next-step button, or null when there is no next step. */
export function advanceLabel(status: SubOrderStatus): string | null {
  const next = nextStatus(status);
  return next ? ADVANCE_LABELS[next as keyof typeof ADVANCE_LABELS] : null;
}

/** Progress of a sub-order along the flow, 0..4 (cancelled: -1). */
export function statusStep(status: SubOrderStatus): number {
  return STATUS_FLOW.indexOf(status);
}

// --- payment on delivery -------------------------------------------------------------------------

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  PIX: 'PIX',
  CARD: 'Cartão (na entrega)',
  CASH: 'Dinheiro',
};

export function paymentLabel(method: PaymentMethod | null | undefined): string {
  return method ? (PAYMENT_LABELS[method] ?? method) : 'Não informado';
}

/**
 * 'Dinheiro · troco para R$ 100,00 (troco: R$ 12,50)' — the change the courier takes along when the
 * total is known; 'Dinheiro (sem troco)' without a change note; PIX and card as their label.
 */
export function paymentDescription(method: PaymentMethod | null | undefined, changeFor?: MoneyInput | null, total?: MoneyInput | null): string {
  if (method !== 'CASH') return paymentLabel(method);
  if (changeFor == null || changeFor === '') return 'Dinheiro (sem troco)';
  const change = total != null ? toCents(changeFor) - toCents(total) : null;
  const changeText = change != null && change > 0n ? ` (troco: ${formatMoney(fromCents(change))})` : '';
  return `Dinheiro · troco para ${formatMoney(changeFor)}${changeText}`;
}

// --- numbers and dates ---------------------------------------------------------------------------

/** The short order number: the first 8 characters of the id, in upper case. */
export function shortOrderNumber(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/**
 * data_entrega_estimada (decision, docs/decisions.md): local shops deliver the same or the next
 * day, so the estimate is the order's date + 1 day (UTC−3), shown as dd/MM/yyyy.
 */
export const ESTIMATED_DELIVERY_DAYS = 1;

export function estimatedDeliveryDate(createdAt: DateInput): string {
  const date = toDate(createdAt);
  return formatDate(new Date(date.getTime() + ESTIMATED_DELIVERY_DAYS * 86_400_000));
}


export { pointsText } from '@common/loyalty';


/** '1 item' / 'N itens' (units). */
export function itemsText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'itens'}`;
}

// --- timeline ------------------------------------------------------------------------------------

export interface TimelineEntryLike {
  status: SubOrderStatus;
  createdAt: string;
  note?: string | null;
}

export interface TimelineRow {
  status: SubOrderStatus;
  label: string;
  /** When the sub-order reached this status (the first time), or null for a step still ahead. */
  at: string | null;
  note: string | null;
  /** The sub-order's current status. */
  current: boolean;
}

/**
 * The rows of a sub-order's timeline: every step of the flow with the date it was reached (steps
 * ahead have none); a cancelled sub-order shows the steps it went through, then 'Cancelado' with
 * its reason.
 */
export function timelineRows(status: SubOrderStatus, entries: readonly TimelineEntryLike[]): TimelineRow[] {
  const firstAt = new Map<SubOrderStatus, TimelineEntryLike>();
  for (const entry of entries) if (!firstAt.has(entry.status)) firstAt.set(entry.status, entry);
  const row = (s: SubOrderStatus): TimelineRow => ({
    status: s,
    label: statusLabel(s),
    at: firstAt.get(s)?.createdAt ?? null,
    note: firstAt.get(s)?.note ?? null,
    current: s === status,
  });
  if (status === 'CANCELLED') {
    return [...STATUS_FLOW.filter((s) => firstAt.has(s)).map(row), row('CANCELLED')];
  }
  return STATUS_FLOW.map(row);
}
