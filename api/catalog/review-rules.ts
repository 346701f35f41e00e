// Who may review what: only buyers, once. "Received" means an order of the user has a DELIVERED
// sub-order with that product. The rule is written once here and used by createReview,
// Product.viewerCanReview and productsToReview, so the form, the list and the mutation agree.
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { PUBLIC_PRODUCT_SQL } from './access.js';

export type ReviewBlocker = 'ALREADY_REVIEWED' | 'NOT_PURCHASED';

/**
 * Why a user may not review a product they can see, or null when they may. "Already reviewed"
 * comes first: it is also the answer for reviews written before the buyers-only rule.
 */
export function reviewBlocker({ received, reviewed }: { received: boolean; reviewed: boolean }): ReviewBlocker | null {
  if (reviewed) return 'ALREADY_REVIEWED';
  return received ? null : 'NOT_PURCHASED';
}

/** SQL: whether the user received the product (an item of it in a DELIVERED sub-order of theirs). */
export function receivedProductSql(userId: string, productId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`EXISTS (
    SELECT 1 FROM "Order" o
    JOIN "SubOrder" so ON so."orderId" = o."id" AND so."status" = 'DELIVERED'
    JOIN "OrderItem" i ON i."subOrderId" = so."id"
    WHERE o."userId" = ${userId}::uuid AND i."productId" = ${productId})`;
}

export const PRODUCTS_TO_REVIEW_MAX = 50;

/**
 * Ids of the public products the user received and has not reviewed, most recently delivered
 * first (the time of the sub-order's DELIVERED event; its updatedAt if the event is missing, as
 * DELIVERED is final). Hidden products are left out: they could not be reviewed anyway.
 */
export async function productsToReviewIds(prisma: PrismaClient, userId: string, limit: number): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ id: string }[]>(Prisma.sql`
    SELECT p."id"::text AS "id"
    FROM "Order" o
    JOIN "SubOrder" so ON so."orderId" = o."id" AND so."status" = 'DELIVERED'
    JOIN "OrderItem" i ON i."subOrderId" = so."id"
    JOIN "Product" p ON p."id" = i."productId"
    JOIN "Store" s ON s."id" = p."storeId"
    LEFT JOIN "SubOrderEvent" e ON e."subOrderId" = so."id" AND e."status" = 'DELIVERED'
    WHERE o."userId" = ${userId}::uuid AND ${PUBLIC_PRODUCT_SQL}
      AND NOT EXISTS (SELECT 1 FROM "Review" r WHERE r."productId" = p."id" AND r."userId" = ${userId}::uuid)
    GROUP BY p."id"
    ORDER BY max(COALESCE(e."createdAt", so."updatedAt")) DESC, p."id" DESC
    LIMIT ${limit}`);
  return rows.map((r) => r.id);
}
