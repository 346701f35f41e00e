// /compras: every purchase of one person in one list, newest first: online orders and in-store
// purchases credited by stores (STORE_ADJUSTMENT entries of the points ledger). Keyset paging on
// (date, id) over both tables: each page reads at most `first + 1` rows of each, then merges.
import { orderStatus, STATUS_LABELS } from '../../common/order-status.js';
import type { Context } from '../schema/context.js';
import { SUB_ORDER_ORDER } from './schema/orders.js';
import { orderNumber } from './sub-order-lock.js';

export interface Purchase {
  kind: 'ONLINE' | 'IN_STORE';
  id: string;
  date: Date;
  storeNames: string[];
  total: string;
  points: number;
  /** Online: the order's status label ('Entregue'); in store: null. */
  statusLabel: string | null;
  orderNumber: string | null;
}

export interface PurchasePage {
  items: Purchase[];
  /** Pass as `before` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** 'ISO date|id' of the last purchase shown. */
function parseCursor(cursor: string | null | undefined): { date: Date; id: string } | null {
  if (!cursor) return null;
  const [iso, id] = cursor.split('|');
  const date = new Date(iso ?? '');
  return Number.isNaN(date.getTime()) || !id ? null : { date, id };
}

export async function purchasesOf(ctx: Pick<Context, 'prisma'>, userId: string, first: number, before?: string | null): Promise<PurchasePage> {
  const after = parseCursor(before);
  const older = after ? { OR: [{ createdAt: { lt: after.date } }, { createdAt: after.date, id: { lt: after.id } }] } : {};
  const orderBy = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
  const [orders, entries] = await Promise.all([
    ctx.prisma.order.findMany({
      where: { userId, ...older },
      orderBy,
      take: first + 1,
      select: { id: true, createdAt: true, total: true, pointsToEarn: true, subOrders: { orderBy: SUB_ORDER_ORDER, select: { status: true, store: { select: { name: true } } } } },
    }),
    ctx.prisma.pointsEntry.findMany({
      // Purchases only: a store's debit (no purchase value) is in the points history, not here.
      where: { userId, kind: 'STORE_ADJUSTMENT', purchaseAmount: { not: null }, ...older },
      orderBy,
      take: first + 1,
      select: { id: true, createdAt: true, points: true, purchaseAmount: true, store: { select: { name: true } } },
    }),
  ]);
  const merged: Purchase[] = [
    ...orders.map((o): Purchase => {
      const status = orderStatus(o.subOrders.map((s) => s.status));
      return {
        kind: 'ONLINE',
        id: o.id,
        date: o.createdAt,
        storeNames: o.subOrders.map((s) => s.store.name),
        total: o.total.toFixed(2),
        points: status === 'CANCELLED' ? 0 : o.pointsToEarn,
        statusLabel: STATUS_LABELS[status],
        orderNumber: orderNumber(o.id),
      };
    }),
    ...entries.map(
      (e): Purchase => ({
        kind: 'IN_STORE',
        id: e.id,
        date: e.createdAt,
        storeNames: e.store ? [e.store.name] : [],
        total: e.purchaseAmount?.toFixed(2) ?? '0.00',
        points: e.points,
        statusLabel: null,
        orderNumber: null,
      }),
    ),
  ].sort((a, b) => b.date.getTime() - a.date.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
  const items = merged.slice(0, first);
  const last = items.at(-1);
  return { items, nextCursor: merged.length > first && last ? `${last.date.toISOString()}|${last.id}` : null };
}
