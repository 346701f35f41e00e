// Promotion rules. Shared by the API (product
// fields, ordering) and the web app (badges, countdown), so both always agree on whether a price
// is promotional. Amounts are decimal strings handled as integer cents (common/money.ts).
//
// Decisions (docs/decisions.md, "Catálogo"):
// - A promotion is ACTIVE only when promoActive is set, the promotional price is above 0 and below
//   the normal price, the start has been reached (or is absent) and the end has not (or is absent).
// - Boundaries: start == now counts as started (the offer begins at its start instant);
//   end == now counts as ended (the window is [start, end), so an offer never runs past its end).
// - A window whose end is not after its start never runs: INACTIVE.
// - The spec says the unit price is 'the promotional price if present'. We charge it only while the
//   promotion is ACTIVE, so an expired, future or switched-off offer never charges the promo price.
import { fromCents, toCents, type MoneyInput } from './money';
import { toDate, type DateInput } from './dates';

export const PROMOTION_STATES = ['ACTIVE', 'SCHEDULED', 'EXPIRED', 'INACTIVE'] as const;
/**
 * ACTIVE: running now. SCHEDULED: valid offer whose start is in the future. EXPIRED: valid offer
 * whose end has passed. INACTIVE: no offer (switched off, no/invalid promotional price, or a
 * window that ends before it starts).
 */
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** The product's promotion fields (preco_normal, preco_promocional, promocao_ativa/inicio/fim). */
export interface PromotionFields {
  price: MoneyInput;
  promoPrice?: MoneyInput | null;
  promoActive?: boolean | null;
  promoStartsAt?: DateInput | null;
  promoEndsAt?: DateInput | null;
}

/** Cents of a value, or null when it is absent or not a number (bad data never throws here). */
function centsOrNull(value: MoneyInput | null | undefined): bigint | null {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
  try {
    return toCents(value);
  } catch {
    return null;
  }
}

function timeOrNull(value: DateInput | null | undefined): number | null {
  if (value == null || value === '') return null;
  try {
    return toDate(value).getTime();
  } catch {
    return null;
  }
}

/** Whether the promotional price is a real discount: above 0 and below the normal price. */
export function hasValidPromoPrice(price: MoneyInput, promoPrice: MoneyInput | null | undefined): boolean {
  const normal = centsOrNull(price);
  const promo = centsOrNull(promoPrice);
  return normal != null && promo != null && promo > 0n && promo < normal;
}

/** The promotion's state at `now` (default: the current instant). */
export function promotionState(product: PromotionFields, now: DateInput = new Date()): PromotionState {
  if (!product.promoActive || !hasValidPromoPrice(product.price, product.promoPrice)) return 'INACTIVE';
  const start = timeOrNull(product.promoStartsAt);
  const end = timeOrNull(product.promoEndsAt);
  if (start != null && end != null && end <= start) return 'INACTIVE';
  const at = toDate(now).getTime();
  if (end != null && end <= at) return 'EXPIRED';
  if (start != null && start > at) return 'SCHEDULED';
  return 'ACTIVE';
}

export function isPromotionActive(product: PromotionFields, now: DateInput = new Date()): boolean {
  return promotionState(product, now) === 'ACTIVE';
}

/**
 * The rounded percent difference between the normal and the promotional price
 * (100 → 89.90 gives 10; half rounds up: 12.5 % → 13), or null when the promotional price is not a
 * real discount. Exact: computed on integer cents.
 */
export function discountPercent(price: MoneyInput, promoPrice: MoneyInput | null | undefined): number | null {
  if (!hasValidPromoPrice(price, promoPrice)) return null;
  const normal = toCents(price);
  const promo = toCents(promoPrice!);
  // round(100 * (normal - promo) / normal), half up, in integers.
  return Number((200n * (normal - promo) + normal) / (2n * normal));
}

/** What one unit costs at `now`: the promotional price while the promotion is ACTIVE, else the normal price. */
export function unitPrice(product: PromotionFields, now: DateInput = new Date()): string {
  return isPromotionActive(product, now) ? fromCents(toCents(product.promoPrice!)) : fromCents(toCents(product.price));
}

export interface PromotionInfo {
  state: PromotionState;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  /** Rounded percent off; null when there is no valid promotional price. */
  discountPercent: number | null;
  /** Milliseconds until the end while ACTIVE (the offer countdown), else null. */
  remainingMs: number | null;
}

/** Everything a product card or page shows about the promotion, at `now`. */
export function promotionInfo(product: PromotionFields, now: DateInput = new Date()): PromotionInfo {
  const state = promotionState(product, now);
  const start = timeOrNull(product.promoStartsAt);
  const end = timeOrNull(product.promoEndsAt);
  return {
    state,
    active: state === 'ACTIVE',
    startsAt: start == null ? null : new Date(start),
    endsAt: end == null ? null : new Date(end),
    discountPercent: state === 'INACTIVE' ? null : discountPercent(product.price, product.promoPrice),
    remainingMs: state === 'ACTIVE' && end != null ? end - toDate(now).getTime() : null,
  };
}
