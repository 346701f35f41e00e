// placeOrder: the whole checkout in ONE transaction (docs/architecture.md 'Data rules that must hold under
// concurrency'):
// 1. the user's cart lock (api/cart/active-cart.ts): one checkout per user at a time;
// 2. idempotency: an order with this user's key already exists → that order is returned, nothing
//    else happens (a concurrent twin waits on the lock and then finds it; the unique index
//    (userId, idempotencyKey) stays as the last word: P2002 → the existing order);
// 2b. the shared cart being bought, locked: the one named (sharedCartId) or else the buyer's open
//    share whose items are in the cart (api/sharing/checkout-share.ts) — whatever URL the app came
//    from. The order records it, each line the professional's points, and an accepted share is
//    finalized with the order;
// 3. the cart's products locked in id order (lockCartProducts, api/shared/locks.ts), so concurrent buyers of the
//    same product queue on it and never deadlock;
// 4. the quote recomputed on those locked rows: any cart issue, coupon rule, address or change
//    problem → userErrors and nothing is written;
// 5. the order, one sub-order per store (delivery fee from the store, the coupon split in
//    proportion to the items), item snapshots with the buyer's points per unit, a PENDING event;
// 6. stock decremented with a conditional update (stock >= quantity): fewer rows than items → the
//    whole order rolls back with an out_of_stock error;
// 7. the coupon's use counted with a conditional update under its limit, plus its CouponUse row;
// 8. the cart emptied (the same cart stays active, so the client's cached cart just becomes empty).
import { randomUUID } from 'node:crypto';
import { Prisma } from '../generated/prisma/client.js';
import type { PaymentMethod } from '../generated/prisma/enums.js';
import type { Context, Viewer } from '../schema/context.js';
import { refuse, type UserErrorShape } from '../schema/user-error.js';
import { runMutation, type MutationStages } from '../schema/mutation.js';
import { fromCents } from '../../common/money.js';
import { IssuesRefusal, lockedActiveCartId, forgetCartView, refusedIssues } from '../cart/index.js';
import { lockCartProducts, type Tx } from '../shared/locks.js';
import { cartItemIssues, type CartIssue } from '../cart/rules.js';
import { COUPON_MESSAGES } from './coupons/rules.js';
import { CHECKOUT_MESSAGES, quoteCheckout, type CheckoutInput } from './checkout.js';
import { publishSubOrderEvents, type SubOrderEvent } from './events.js';
import { lockShareForCheckout, publishShareEvents, type CartShareEvent } from '../sharing/index.js';

export interface PlaceOrderInput extends CheckoutInput {
  paymentMethod: PaymentMethod;
  idempotencyKey: string;
  /** A finalized shared cart this order buys (decoded id): the order records it. */
  sharedCartId?: string | null;
}

export interface PlaceOrderResult {
  orderId: string | null;
  cartId: string | null;
  /** true when the key had already placed this order (a retry): nothing new happened. */
  replayed: boolean;
  issues: (CartIssue & { itemId?: string })[];
  /** What the order announces after the commit (set by save; not in the schema). */
  placed?: { events: SubOrderEvent[]; shareEvents: CartShareEvent[] };
  userErrors: UserErrorShape[];
}

interface CleanPlaceOrder extends PlaceOrderInput {
  /** The idempotency key, trimmed. */
  key: string;
  /** The active cart save locked: a refusal's payload shows it too. */
  cartId: string | null;
}

const MAX_KEY_LENGTH = 100;

async function existingOrderId(db: Tx | Context['prisma'], userId: string, idempotencyKey: string): Promise<string | null> {
  const order = await db.order.findUnique({ where: { userId_idempotencyKey: { userId, idempotencyKey } }, select: { id: true } });
  return order?.id ?? null;
}

/** The stages (api/schema/mutation.ts); the rules are the quote's (checkout.ts, cart/rules.ts, coupons/rules.ts). */
export const PLACE_ORDER: MutationStages<PlaceOrderResult, PlaceOrderInput, CleanPlaceOrder> = {
  clean(_ctx, _viewer, input) {
    const key = input.idempotencyKey.trim();
    if (!key || key.length > MAX_KEY_LENGTH) return refuse(CHECKOUT_MESSAGES.idempotencyKey, 'INVALID', 'idempotencyKey');
    return { ...input, key, cartId: null };
  },
  // Before saving, the key is looked up by save itself under the cart lock (a concurrent twin waits
  // there, then finds the order); here only after a lost race on the unique index.
  async replay(ctx, viewer, cleaned, raced) {
    const existing = raced ? await existingOrderId(ctx.prisma, viewer.id, cleaned.key) : null;
    return existing ? { orderId: existing, cartId: cleaned.cartId, replayed: true, issues: [], userErrors: [] } : null;
  },
  async save(tx, cleaned, _ctx, viewer) {
    const cartId = await lockedActiveCartId(tx, viewer.id);
    cleaned.cartId = cartId;
    const key = cleaned.key;
    const existing = await existingOrderId(tx, viewer.id, key);
    if (existing) return { orderId: existing, cartId, replayed: true, issues: [], userErrors: [] };

    // The share this order buys: the one named, or the buyer's open share whose items are in the cart.
    const share = await lockShareForCheckout(tx, viewer, { sharedCartId: cleaned.sharedCartId, cartId });

    await lockCartProducts(tx, cartId);
    const quote = await quoteCheckout(tx, viewer, cartId, cleaned, { placing: true });
    // Answered, not refused: nothing is written yet, and the cart lockedActiveCartId may have created stays.
    if (quote.userErrors.length) return { orderId: null, cartId, replayed: false, issues: quote.issues, userErrors: quote.userErrors };

    const { totals, coupon } = quote;
    const shareEvents = share ? await share.close() : [];
    // One statement per table whatever the number of stores and items. Sub-orders keep the
    // cart's store order: 1 ms apart, so ordering them by createdAt is stable.
    const placedAt = Date.now();
    const orderId = randomUUID();
    const subOrders = totals.stores.map((store, index) => ({ ...store, id: randomUUID(), createdAt: new Date(placedAt + index) }));
    await tx.order.create({
      data: {
        id: orderId,
        userId: viewer.id,
        createdAt: new Date(placedAt),
        idempotencyKey: key,
        paymentMethod: cleaned.paymentMethod,
        changeFor: quote.changeFor,
        address: quote.address!,
        couponId: coupon?.id ?? null,
        itemsTotal: fromCents(totals.itemsTotalCents),
        deliveryTotal: fromCents(totals.deliveryTotalCents),
        discount: fromCents(totals.discountCents),
        total: fromCents(totals.totalCents),
        pointsToEarn: totals.pointsToEarn,
        cartShareId: share?.shareId ?? null,
      },
      select: { id: true },
    });
    await tx.subOrder.createMany({
      data: subOrders.map((s) => ({
        id: s.id,
        orderId,
        storeId: s.storeId,
        createdAt: s.createdAt,
        itemsTotal: fromCents(s.itemsTotalCents),
        deliveryFee: fromCents(s.deliveryFeeCents),
        deliveryZoneId: quote.delivery.get(s.storeId)?.zoneId ?? null,
        estimatedMinutes: quote.delivery.get(s.storeId)?.estimatedMinutes ?? null,
        discount: fromCents(s.discountCents),
        total: fromCents(s.totalCents),
      })),
    });
    await tx.orderItem.createMany({
      data: subOrders.flatMap((s) =>
        s.lines.map((line) => ({
          subOrderId: s.id,
          productId: line.productId,
          productName: line.productName,
          unit: line.product.unit,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          total: line.subtotal,
          unitPoints: line.unitPoints,
          sharerPoints: share?.sharerPoints(line) ?? 0,
        })),
      ),
    });
    await tx.subOrderEvent.createMany({
      data: subOrders.map((s) => ({ subOrderId: s.id, status: 'PENDING' as const, actorId: viewer.id, createdAt: new Date(placedAt) })),
    });

    const lines = [...quote.view.lines].sort((a, b) => (a.productId < b.productId ? -1 : 1));
    const values = Prisma.join(lines.map((l) => Prisma.sql`(${l.productId}::uuid, ${l.quantity}::int)`));
    const decremented = await tx.$executeRaw`
      UPDATE "Product" p SET "stock" = p."stock" - v.q, "updatedAt" = ${new Date()}
      FROM (VALUES ${values}) AS v(id, q)
      WHERE p."id" = v.id AND p."stock" >= v.q`;
    if (decremented !== lines.length) {
      const stocks = await tx.product.findMany({ where: { id: { in: lines.map((l) => l.productId) } }, select: { id: true, stock: true } });
      const stockOf = new Map(stocks.map((s) => [s.id, s.stock]));
      const short = lines.flatMap((l) =>
        cartItemIssues({ productName: l.productName, quantity: l.quantity, priceAtAdd: l.unitPrice, currentPrice: l.unitPrice, stock: stockOf.get(l.productId) ?? 0, available: true }),
      );
      throw new IssuesRefusal(short);
    }

    if (coupon) {
      const counted = await tx.$executeRaw`
        UPDATE "Coupon" SET "usedCount" = "usedCount" + 1, "updatedAt" = ${new Date()}
        WHERE "id" = ${coupon.id}::uuid AND ("usageLimit" IS NULL OR "usedCount" < "usageLimit")`;
      if (counted !== 1) refuse(COUPON_MESSAGES.exhausted, 'COUPON_EXHAUSTED', 'couponCode');
      await tx.couponUse.create({ data: { couponId: coupon.id, userId: viewer.id, orderId } });
    }

    await tx.cartItem.deleteMany({ where: { cartId } });
    await tx.cart.update({ where: { id: cartId }, data: { updatedAt: new Date() }, select: { id: true } });
    const events = subOrders.map((s) => ({ orderId, subOrderId: s.id, storeId: s.storeId, buyerId: viewer.id, storeOwnerId: s.lines[0].product.store.ownerId }));
    return { orderId, cartId, replayed: false, issues: [], placed: { events, shareEvents }, userErrors: [] };
  },
  async publish(ctx, { placed }) {
    if (placed?.events.length) await publishSubOrderEvents(ctx, placed.events);
    if (placed?.shareEvents.length) await publishShareEvents(ctx, placed.shareEvents);
  },
  refused: (userErrors, _input, { refusal, cleaned }) => ({ orderId: null, cartId: cleaned?.cartId ?? null, replayed: false, issues: refusedIssues(refusal), userErrors }),
  failure: { event: 'orders.place_failed', message: CHECKOUT_MESSAGES.placeError },
  settle: (ctx, cleaned) => forgetCartView(ctx, cleaned?.cartId),
};

export const placeOrder = (ctx: Context, viewer: Viewer, input: PlaceOrderInput): Promise<PlaceOrderResult> => runMutation(ctx, viewer, PLACE_ORDER, input);
