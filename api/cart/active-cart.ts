// One active cart per user (docs/architecture.md). There is deliberately no unique index on
// active carts — the spec's consolidation of duplicates must keep working — so every cart write of
// a user runs in a transaction that first takes a per-user advisory lock: two concurrent "first
// adds" run one after the other, and the second finds the cart the first created.
//
// Consolidation, exactly as the spec says: the newest active cart is kept; the others (up to 50
// read) are marked ABANDONED in batches of 5 and their items merged into it: a product already in
// the target gets its quantity added (capped at the 1000 per-item maximum), otherwise the item is
// inserted with its own price_at_add (the newest duplicate's, when several carry the product).
import type { PrismaClient } from '../generated/prisma/client.js';
import { lockUserCart, TX_OPTIONS, type Tx } from '../shared/locks.js';
import { ACTIVE_CART_LOOKUP_LIMIT, MAX_ITEM_QUANTITY, MERGE_BATCH_SIZE } from './rules.js';
import { logger } from '../shared/logger.js';


async function mergeInto(tx: Tx, targetId: string, duplicateIds: string[]): Promise<void> {
  for (let i = 0; i < duplicateIds.length; i += MERGE_BATCH_SIZE) {
    const batch = duplicateIds.slice(i, i + MERGE_BATCH_SIZE);
    try {
      const now = new Date();
      await tx.$executeRaw`
        INSERT INTO "CartItem" ("id", "cartId", "productId", "quantity", "priceAtAdd", "createdAt", "updatedAt")
        SELECT gen_random_uuid(), ${targetId}::uuid, ci."productId", LEAST(SUM(ci."quantity"), ${MAX_ITEM_QUANTITY})::int,
               (array_agg(ci."priceAtAdd" ORDER BY c."createdAt" DESC, c."id" DESC))[1], ${now}, ${now}
        FROM "CartItem" ci JOIN "Cart" c ON c."id" = ci."cartId"
        WHERE ci."cartId" = ANY(${batch}::uuid[])
        GROUP BY ci."productId"
        ON CONFLICT ("cartId", "productId") DO UPDATE
          SET "quantity" = LEAST("CartItem"."quantity" + EXCLUDED."quantity", ${MAX_ITEM_QUANTITY}), "updatedAt" = EXCLUDED."updatedAt"`;
      await tx.cart.updateMany({ where: { id: { in: batch } }, data: { status: 'ABANDONED' } });
    } catch (error) {
      // The spec: consolidation errors are logged and the flow continues. A failed statement
      // aborts a Postgres transaction, so the error is rethrown and the caller retries once
      // without consolidating (see activeCartId).
      logger.error('cart.consolidation_failed', { targetId, batch: batch.join(','), error: String(error) });
      throw new ConsolidationError();
    }
  }
}

class ConsolidationError extends Error {}

/**
 * The user's active cart id inside the caller's transaction: takes the user's cart lock, merges
 * duplicates into the newest, or creates the cart on first use.
 */
export async function lockedActiveCartId(tx: Tx, userId: string, consolidate = true): Promise<string> {
  await lockUserCart(tx, userId);
  const carts = await tx.cart.findMany({
    where: { userId, status: 'ACTIVE' },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: ACTIVE_CART_LOOKUP_LIMIT,
    select: { id: true },
  });
  if (carts.length === 0) {
    const created = await tx.cart.create({ data: { userId }, select: { id: true } });
    return created.id;
  }
  if (carts.length > 1 && consolidate) await mergeInto(tx, carts[0].id, carts.slice(1).map((c) => c.id));
  return carts[0].id;
}

/** Runs `work` in a transaction holding the user's cart lock, with the active cart's id. */
export async function withActiveCart<T>(prisma: PrismaClient, userId: string, work: (tx: Tx, cartId: string) => Promise<T>): Promise<T> {
  try {
    return await prisma.$transaction(async (tx) => work(tx, await lockedActiveCartId(tx, userId)), TX_OPTIONS);
  } catch (error) {
    if (!(error instanceof ConsolidationError)) throw error;
    // 'If the active-cart check fails, a fresh cart is tried as fallback': keep the newest cart
    // without merging this time.
    return prisma.$transaction(async (tx) => work(tx, await lockedActiveCartId(tx, userId, false)), TX_OPTIONS);
  }
}

/**
 * The active cart for reads, loaded with `query` (the Pothos selection): one query when the user has
 * exactly one active cart (the usual case); otherwise the locked path creates or consolidates it.
 */
export async function findActiveCart<Q extends { include?: unknown; select?: unknown }>(prisma: PrismaClient, userId: string, query: Q) {
  const carts = await prisma.cart.findMany({ ...(query as object), where: { userId, status: 'ACTIVE' }, take: 2 });
  if (carts.length === 1) return carts[0];
  const id = await withActiveCart(prisma, userId, async (_tx, cartId) => cartId);
  return prisma.cart.findUniqueOrThrow({ ...(query as object), where: { id } });
}
