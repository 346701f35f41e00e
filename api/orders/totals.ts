// The money of a checkout: one sub-order per store with its items total and delivery fee, the
// coupon discount taken from the items total and split across the sub-orders in proportion to their
// items (exact cents), and the points to earn. Pure: the services pass the priced lines.
import { toCents, type MoneyInput } from '../../common/money.js';
import { groupByStore, lineSubtotalCents } from '../cart/rules.js';
import { splitProportionally } from './coupons/rules.js';

export interface CheckoutLine {
  storeId: string;
  quantity: number;
  unitPrice: MoneyInput;
  unitPoints: number;
}

export interface StoreTotals<L extends CheckoutLine> {
  storeId: string;
  lines: L[];
  itemsTotalCents: bigint;
  deliveryFeeCents: bigint;
  discountCents: bigint;
  totalCents: bigint;
  points: number;
}

export interface CheckoutTotals<L extends CheckoutLine> {
  stores: StoreTotals<L>[];
  itemsTotalCents: bigint;
  deliveryTotalCents: bigint;
  discountCents: bigint;
  totalCents: bigint;
  pointsToEarn: number;
}

/** Σ unitPoints × quantity: what a delivered order credits (per-role points). */
export function pointsFor(lines: readonly { quantity: number; unitPoints: number }[]): number {
  return lines.reduce((sum, line) => sum + line.unitPoints * line.quantity, 0);
}

/**
 * Totals of an order. `deliveryFees` maps each store to its fee; `discountFor` receives the items
 * total in cents and returns the discount (already capped by the coupon rules).
 */
export function checkoutTotals<L extends CheckoutLine>(
  lines: readonly L[],
  deliveryFees: ReadonlyMap<string, MoneyInput>,
  discountFor: (itemsTotalCents: bigint) => bigint = () => 0n,
): CheckoutTotals<L> {
  const groups = groupByStore(lines).map(({ storeId, lines: grouped }) => ({
    storeId,
    lines: grouped,
    itemsTotalCents: grouped.reduce((sum, line) => sum + lineSubtotalCents(line), 0n),
    deliveryFeeCents: toCents(deliveryFees.get(storeId) ?? 0),
    points: pointsFor(grouped),
  }));
  const itemsTotalCents = groups.reduce((sum, g) => sum + g.itemsTotalCents, 0n);
  const discountCents = discountFor(itemsTotalCents);
  const shares = splitProportionally(discountCents, groups.map((g) => g.itemsTotalCents));
  const stores = groups.map((g, i) => ({
    ...g,
    discountCents: shares[i],
    totalCents: g.itemsTotalCents + g.deliveryFeeCents - shares[i],
  }));
  const deliveryTotalCents = stores.reduce((sum, s) => sum + s.deliveryFeeCents, 0n);
  return {
    stores,
    itemsTotalCents,
    deliveryTotalCents,
    discountCents,
    totalCents: itemsTotalCents + deliveryTotalCents - discountCents,
    pointsToEarn: stores.reduce((sum, s) => sum + s.points, 0),
  };
}
