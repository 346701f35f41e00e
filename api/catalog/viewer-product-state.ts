// What the signed-in viewer has to do with the products of a response: their review, whether they
// received the product (may review it) and whether it is a favourite. One statement per request
// for every product asked (a DataLoader), nothing for visitors: the product's own query stays the
// one statement of api/catalog/schema/products.ts, and a list does not run a query per product.
import DataLoader from 'dataloader';
import { createContextCache } from '@pothos/core';
import { Prisma } from '../generated/prisma/client.js';
import type { Review } from '../generated/prisma/client.js';
import type { Context } from '../schema/context.js';
import { receivedProductSql } from './review-rules.js';
import { jsonObjectSql, rawRows, reviveRelated } from '../db/sql.js';

export interface ViewerProductState {
  review: Review | null;
  received: boolean;
  favorite: boolean;
}

const REVIEW_JSON = Prisma.raw(jsonObjectSql('r', 'Review'));
const VISITOR: ViewerProductState = { review: null, received: false, favorite: false };

const loaders = createContextCache(
  (ctx: Context) =>
    new DataLoader<string, ViewerProductState>(async (productIds) => {
      const userId = ctx.viewer!.id;
      const rows = await rawRows<{ productId: string; review: Record<string, unknown> | null; received: boolean; favorite: boolean }>(
        ctx.prisma,
        Prisma.sql`
        SELECT ids."id"::text AS "productId",
          ${REVIEW_JSON} AS "review",
          ${receivedProductSql(userId, Prisma.sql`ids."id"`)} AS "received",
          EXISTS (SELECT 1 FROM "Favorite" f WHERE f."userId" = ${userId}::uuid AND f."productId" = ids."id") AS "favorite"
        FROM unnest(${productIds}::uuid[]) AS ids("id")
        LEFT JOIN "Review" r ON r."productId" = ids."id" AND r."userId" = ${userId}::uuid`,
      );
      const byId = new Map(rows.map((r) => [r.productId, { ...r, review: reviveRelated('Review', r.review) as Review | null }]));
      return productIds.map((id) => byId.get(id) ?? VISITOR);
    }),
);

/** The viewer's state for one product (batched with the other products of the response). */
export function viewerProductState(ctx: Context, productId: string): Promise<ViewerProductState> {
  return ctx.viewer ? loaders(ctx).load(productId) : Promise.resolve(VISITOR);
}

/** After a write that changes it (a review, a favourite), later fields of the request read it again. */
export function forgetViewerProductState(ctx: Context, productId: string): void {
  if (ctx.viewer) loaders(ctx).clear(productId);
}
