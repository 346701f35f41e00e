// Transactions and locks (docs/architecture.md, "Transactions and the lock order").
//
// Rules that must hold under concurrency (one active cart, stock never below zero, a coupon's use
// limit, a balance never negative) are enforced by locking before reading, inside one interactive
// transaction. Every lock of the app is taken through a function of this file, and a transaction
// that takes several takes them in this order, so two transactions never wait on each other in a
// cycle (no deadlock):
//
//   1. the user's cart            (advisory, `cart:<userId>`)   cart writes, checkout
//   2. a cart share               (row "CartShare")             accept, edit, finalize, revoke, its checkout
//   3. an order                   (row "Order")                 every sub-order status change
//   4. products, in id order      (rows "Product")              checkout, cancel (stock), reviews
//   5. a coupon                   (row "Coupon")                checkout, coupon admin
//   6. the user's points          (advisory, `points:<userId>`) credits, debits, redemptions
//   7. a reward                   (row "Reward")                redemptions, reward admin
//   8. a user row                 (row "User")                  address book, avatar, admin actions on a user,
//                                                               the referral-code fix (several rows, in id order)
//   9. a store row                (row "Store")                 admin decisions on a store
//  10. the segments' order        (advisory, `segments:order`)  moving a segment up or down
//
// A lock lasts until its transaction ends (xact advisory locks, FOR UPDATE).
import type { Prisma } from '../generated/prisma/client.js';

export type Tx = Prisma.TransactionClient;

/** Interactive transactions that may queue behind others: generous waits, as many buyers queue at once. */
export const TX_OPTIONS = { maxWait: 20_000, timeout: 30_000 } as const;

/** Runs `work` in one interactive transaction (TX_OPTIONS): the `save` stage of every mutation (api/schema/mutation.ts). */
export function inTransaction<T>(prisma: { $transaction<R>(fn: (tx: Tx) => Promise<R>, options?: typeof TX_OPTIONS): Promise<R> }, work: (tx: Tx) => Promise<T>): Promise<T> {
  return prisma.$transaction(work, TX_OPTIONS);
}

/** 1. Serialises the cart writes (and checkouts) of one user. */
export async function lockUserCart(tx: Tx, userId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`cart:${userId}`}, 0))`;
}

/** 2. The share row, found by id or by token; null when there is no such share. */
export async function lockCartShare(tx: Tx, by: { id: string } | { token: string }): Promise<string | null> {
  const rows =
    'id' in by
      ? await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "CartShare" WHERE "id" = ${by.id}::uuid FOR UPDATE`
      : await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "CartShare" WHERE "token" = ${by.token} FOR UPDATE`;
  return rows[0]?.id ?? null;
}

/** 3. Locks the order a sub-order belongs to; false when the sub-order does not exist. */
export async function lockOrderOfSubOrder(tx: Tx, subOrderId: string): Promise<boolean> {
  const locked = await tx.$executeRaw`
    SELECT 1 FROM "Order" o WHERE o."id" = (SELECT "orderId" FROM "SubOrder" WHERE "id" = ${subOrderId}::uuid) FOR UPDATE`;
  return locked > 0;
}

/** 4. Locks products in id order (the order every caller uses). */
export async function lockProducts(tx: Tx, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  const ids = [...new Set(productIds)].sort();
  await tx.$executeRaw`SELECT 1 FROM "Product" WHERE "id" = ANY(${ids}::uuid[]) ORDER BY "id" FOR UPDATE`;
}

/** 4. Locks the products of a cart's items, in id order. */
export async function lockCartProducts(tx: Tx, cartId: string): Promise<void> {
  await tx.$executeRaw`
    SELECT 1 FROM "Product" WHERE "id" IN (SELECT "productId" FROM "CartItem" WHERE "cartId" = ${cartId}::uuid)
    ORDER BY "id" FOR UPDATE`;
}

/** 5. Locks a coupon by id or by code; false when it does not exist. */
export async function lockCoupon(tx: Tx, by: { id: string } | { code: string }): Promise<boolean> {
  const locked =
    'id' in by
      ? await tx.$executeRaw`SELECT 1 FROM "Coupon" WHERE "id" = ${by.id}::uuid FOR UPDATE`
      : await tx.$executeRaw`SELECT 1 FROM "Coupon" WHERE "code" = ${by.code} FOR UPDATE`;
  return locked > 0;
}

/** 6. Serialises every points operation of one user. */
export async function lockUserPoints(tx: Tx, userId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`points:${userId}`}, 0))`;
}

/** 7. Locks a reward; false when it does not exist. */
export async function lockReward(tx: Tx, rewardId: string): Promise<boolean> {
  return (await tx.$executeRaw`SELECT 1 FROM "Reward" WHERE "id" = ${rewardId}::uuid FOR UPDATE`) > 0;
}

/** 8. Locks a user's row (their address book and profile fields change one request at a time). */
export async function lockUserRow(tx: Tx, userId: string): Promise<void> {
  await tx.$executeRaw`SELECT 1 FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`;
}

/** 8. Locks a user's row and returns their avatar URL, read under the lock (the avatar swap deletes the previous file). */
export async function lockUserAvatar(tx: Tx, userId: string): Promise<{ avatarUrl: string | null } | null> {
  const [row] = await tx.$queryRaw<{ avatarUrl: string | null }[]>`SELECT "avatarUrl" FROM "User" WHERE "id" = ${userId}::uuid FOR UPDATE`;
  return row ?? null;
}

/**
 * 8. Locks, in id order, up to `limit` users whose referral code does not match `pattern` (a
 * POSIX regex) and returns them: the fix rewrites exactly the codes it read.
 */
export async function lockUsersWithReferralCodeNotMatching(tx: Tx, pattern: string, limit: number): Promise<{ id: string; referralCode: string }[]> {
  return tx.$queryRaw<{ id: string; referralCode: string }[]>`
    SELECT "id", "referralCode" FROM "User" WHERE "referralCode" !~ ${pattern} ORDER BY "id" LIMIT ${limit} FOR UPDATE`;
}

/** 9. Locks a store's row (an admin decision reads the status it changes); false when there is no such store. */
export async function lockStore(tx: Tx, storeId: string): Promise<boolean> {
  return (await tx.$executeRaw`SELECT 1 FROM "Store" WHERE "id" = ${storeId}::uuid FOR UPDATE`) > 0;
}

/** 8. Locks every admin's row and the target's, in id order: "never leave the club without an admin" holds under concurrent demotions. */
export async function lockAdminsAnd(tx: Tx, userId: string): Promise<void> {
  await tx.$executeRaw`SELECT 1 FROM "User" WHERE "isAdmin" OR "id" = ${userId}::uuid ORDER BY "id" FOR UPDATE`;
}

/** 10. Serialises reorderings of the segments (each renumbers the whole list). */
export async function lockSegmentOrder(tx: Tx): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended('segments:order', 0))`;
}
