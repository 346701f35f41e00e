// What delivering each store's part of a cart costs, for the one place the buyer is delivered to
// (common/delivery.ts: zones by city or CEP prefix, free threshold, flat fee). The cart screens and
// the checkout (api/orders/checkout.ts) price delivery with this one function, so /cart, the
// checkout preview and the placed order show the same fee and total (docs/decisions.md).
import { deliveryQuote, DELIVERY_MESSAGES, type DeliveryAddress } from '../../common/delivery.js';
import { blockingRestriction, RESTRICTION_MESSAGES } from '../../common/product-restrictions.js';
import { fromCents, toCents } from '../../common/money.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { Role } from '../generated/prisma/enums.js';
import type { Context } from '../schema/context.js';
import { userError, type UserErrorShape } from '../schema/user-error.js';
import { cartView, type CartView } from './cart-view.js';

type Db = PrismaClient | Prisma.TransactionClient;

export interface StoreDelivery {
  fee: string;
  zoneId: string | null;
  estimatedMinutes: number | null;
}

/**
 * Each store's delivery to the chosen address (common/delivery.ts): the zone's fee and estimate,
 * free above the store's threshold, or a refusal when no zone serves the address or the zone's
 * minimum is not reached. One query for every store of the cart.
 */
export async function deliveryByStore(db: Db, view: CartView, address: DeliveryAddress | null, role: Role) {
  const { groups } = view;
  const byStore = new Map<string, StoreDelivery>();
  const refusals: UserErrorShape[] = [];
  if (groups.length === 0) return { byStore, refusals };
  const stores = await db.store.findMany({
    where: { id: { in: groups.map((g) => g.storeId) } },
    select: {
      id: true,
      deliveryFee: true,
      freeDeliveryThreshold: true,
      deliveryZones: { where: { active: true } },
      productRestrictions: { where: { productId: { in: view.lines.map((l) => l.productId) } }, select: { productId: true, zoneId: true, role: true } },
    },
  });
  const rows = new Map(stores.map((s) => [s.id, s]));
  for (const group of groups) {
    const store = rows.get(group.storeId);
    if (!store) continue;
    const quote = deliveryQuote({
      zones: store.deliveryZones.map((z) => ({ ...z, fee: z.fee.toFixed(2), minOrder: z.minOrder?.toFixed(2) ?? null })),
      address: address ? { city: address.city, state: address.state, postalCode: address.postalCode } : null,
      itemsTotal: group.subtotal,
      flatFee: store.deliveryFee.toFixed(2),
      freeDeliveryThreshold: store.freeDeliveryThreshold?.toFixed(2) ?? null,
    });
    // A product this store does not sell to this buyer's role, or in the address's zone (common/product-restrictions.ts).
    for (const line of view.lines.filter((l) => l.storeId === group.storeId)) {
      const blocked = blockingRestriction(store.productRestrictions, line.productId, { role, zoneId: quote.ok ? quote.zoneId : null });
      if (blocked) refusals.push(userError(blocked.role ? RESTRICTION_MESSAGES.notForRole(line.productName) : RESTRICTION_MESSAGES.notInZone(line.productName), 'UNAVAILABLE', 'cart'));
    }
    if (quote.ok) byStore.set(group.storeId, { fee: fromCents(quote.feeCents), zoneId: quote.zoneId, estimatedMinutes: quote.estimatedMinutes });
    else if (quote.reason === 'OUTSIDE_ZONES') refusals.push(userError(DELIVERY_MESSAGES.outsideZones(group.storeName, address!.city, address!.state), 'UNAVAILABLE', 'addressId'));
    else refusals.push(userError(DELIVERY_MESSAGES.belowMinimum(group.storeName, quote.minimum!), 'INVALID', 'cart'));
  }
  return { byStore, refusals };
}

/** The view with each store's fee replaced by its quote (`fees`); stores without one keep theirs. */
export function withDeliveryFees(view: CartView, fees: ReadonlyMap<string, string>): CartView {
  const groups = view.groups.map((g) => {
    const fee = fees.get(g.storeId) ?? g.deliveryFee;
    return { ...g, deliveryFee: fee, total: fromCents(toCents(g.subtotal) + toCents(fee)) };
  });
  const deliveryCents = groups.reduce((sum, g) => sum + toCents(g.deliveryFee), 0n);
  return { ...view, groups, deliveryTotal: fromCents(deliveryCents), total: fromCents(toCents(view.subtotal) + deliveryCents) };
}

// Keyed by the request's plain view: forgetCartView (after a cart write) drops that, and this with it.
const delivered = new WeakMap<CartView, Promise<CartView>>();
/**
 * The cart's view with delivery priced for the viewer's principal address, as the checkout prices
 * it before another address is chosen (once per request). Without an address, the store's flat fee
 * (free above its threshold): the checkout's own quote without an address.
 */
export async function deliveredCartView(ctx: Context, cartId: string): Promise<CartView> {
  const plain = await cartView(ctx, cartId);
  let view = delivered.get(plain);
  if (!view) {
    view = (async () => {
      if (plain.groups.length === 0 || !ctx.viewer) return plain;
      const address = await ctx.prisma.address.findFirst({ where: { userId: ctx.viewer.id, principal: true }, select: { city: true, state: true, postalCode: true } });
      const { byStore } = await deliveryByStore(ctx.prisma, plain, address, ctx.viewer.role);
      const priced = withDeliveryFees(plain, new Map([...byStore].map(([storeId, d]) => [storeId, d.fee])));
      return { ...priced, deliveryForAddress: address != null };
    })();
    delivered.set(plain, view);
  }
  return view;
}
