// Coupon rules: which coupon applies to an order and how much it takes off. The spec does not show
// coupons; the decisions are in docs/decisions.md ('Carrinho, checkout e pedidos'):
// - checked in this order, each with its own pt-BR message: exists and active, started, not ended,
//   minimum order (on the items total, before delivery), overall limit, per-user limit;
// - the window is [startsAt, endsAt): the coupon works from its start instant and stops at its end;
// - PERCENT takes value% of the items total (rounded half-up to the cent), FIXED takes value; never
//   more than the items total, and never on delivery fees.
import { formatMoney, toCents, type MoneyInput } from '../../../common/money.js';

export const COUPON_MESSAGES = {
  invalid: 'Cupom inválido',
  expired: 'Cupom expirado',
  notStarted: 'Cupom ainda não está válido',
  minOrder: (minOrder: MoneyInput) => `Pedido mínimo para este cupom: ${formatMoney(minOrder)}`,
  exhausted: 'Cupom esgotado',
  perUser: 'Você já usou este cupom o máximo de vezes permitido',
} as const;

export type CouponKind = 'PERCENT' | 'FIXED';

export interface CouponRuleData {
  kind: CouponKind;
  value: MoneyInput;
  active: boolean;
  minOrder: MoneyInput | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  usedCount: number;
  perUserLimit: number | null;
}

export interface CouponCheckContext {
  now: Date;
  /** Items total of the order (before delivery), in cents. */
  itemsTotalCents: bigint;
  /** Orders of this user that already used the coupon. */
  usesByUser: number;
}

export type CouponErrorCode = 'COUPON_INVALID' | 'COUPON_NOT_STARTED' | 'COUPON_EXPIRED' | 'COUPON_MIN_ORDER' | 'COUPON_EXHAUSTED' | 'COUPON_PER_USER_LIMIT';

export interface CouponError {
  code: CouponErrorCode;
  message: string;
}

/** Codes are compared trimmed and in upper case ('  natal10 ' is NATAL10). */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** The first rule the coupon breaks for this order, or null when it applies. */
export function couponError(coupon: CouponRuleData | null, context: CouponCheckContext): CouponError | null {
  if (!coupon || !coupon.active) return { code: 'COUPON_INVALID', message: COUPON_MESSAGES.invalid };
  const now = context.now.getTime();
  if (coupon.startsAt && coupon.startsAt.getTime() > now) return { code: 'COUPON_NOT_STARTED', message: COUPON_MESSAGES.notStarted };
  if (coupon.endsAt && coupon.endsAt.getTime() <= now) return { code: 'COUPON_EXPIRED', message: COUPON_MESSAGES.expired };
  if (coupon.minOrder != null && context.itemsTotalCents < toCents(coupon.minOrder)) {
    return { code: 'COUPON_MIN_ORDER', message: COUPON_MESSAGES.minOrder(coupon.minOrder) };
  }
  if (coupon.usageLimit != null && coupon.usedCount >= coupon.usageLimit) return { code: 'COUPON_EXHAUSTED', message: COUPON_MESSAGES.exhausted };
  if (coupon.perUserLimit != null && context.usesByUser >= coupon.perUserLimit) {
    return { code: 'COUPON_PER_USER_LIMIT', message: COUPON_MESSAGES.perUser };
  }
  return null;
}

/** Cents off an items total of `itemsTotalCents`: capped at the items total, never negative. */
export function couponDiscountCents(coupon: Pick<CouponRuleData, 'kind' | 'value'>, itemsTotalCents: bigint): bigint {
  if (itemsTotalCents <= 0n) return 0n;
  const value = toCents(coupon.value);
  if (value <= 0n) return 0n;
  // PERCENT: value is a percentage with 2 decimals (12.5 → 1250); round(total × value / 10000) half-up.
  const raw = coupon.kind === 'PERCENT' ? (itemsTotalCents * value * 2n + 10000n) / 20000n : value;
  return raw > itemsTotalCents ? itemsTotalCents : raw;
}

/**
 * Splits `totalCents` across parts in proportion to `weights` with exact cents (largest remainder):
 * each part gets floor(total × weight / Σweights), and the cents left go one by one to the parts
 * with the largest remainders (ties: the earlier part). The parts always add up to the total.
 */
export function splitProportionally(totalCents: bigint, weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (weights.length === 0) return [];
  if (sum <= 0n) return weights.map((_, i) => (i === 0 ? totalCents : 0n));
  const parts = weights.map((w) => (totalCents * w) / sum);
  const remainders = weights.map((w, index) => ({ index, remainder: (totalCents * w) % sum }));
  let left = totalCents - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of remainders) {
    if (left <= 0n) break;
    parts[index] += 1n;
    left -= 1n;
  }
  return parts;
}

export type CouponStatus = 'ACTIVE' | 'INACTIVE' | 'SCHEDULED' | 'EXPIRED' | 'EXHAUSTED';

/** What the admin list shows for a coupon at `now`. */
export function couponStatus(coupon: CouponRuleData, now: Date = new Date()): CouponStatus {
  if (!coupon.active) return 'INACTIVE';
  if (coupon.endsAt && coupon.endsAt.getTime() <= now.getTime()) return 'EXPIRED';
  if (coupon.usageLimit != null && coupon.usedCount >= coupon.usageLimit) return 'EXHAUSTED';
  if (coupon.startsAt && coupon.startsAt.getTime() > now.getTime()) return 'SCHEDULED';
  return 'ACTIVE';
}
