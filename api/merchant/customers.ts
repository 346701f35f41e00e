// A store's customers (/vendor/customers): the people who bought from it, with their orders,
// spending and the points they earned at this store — computed from this store's sub-orders and
// points entries only, so nothing of their purchases at other stores is ever read or shown.
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { removeDiacritics } from '../../common/slug.js';

export interface StoreCustomer {
  userId: string;
  name: string;
  phone: string | null;
  ordersCount: number;
  totalSpent: string;
  lastOrderAt: Date;
  pointsEarned: number;
}

const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüç';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuc';

/** Cancelled sub-orders are not purchases: they count for nothing here. */
const customerRows = (storeId: string, search: string) => {
  const term = removeDiacritics(search).toLowerCase().trim();
  // Accent- and case-insensitive name search (translate: no extension needed, PGlite included).
  const filter = term ? Prisma.sql`AND translate(lower(u."name"), ${ACCENTED}, ${PLAIN}) LIKE ${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : Prisma.empty;
  return Prisma.sql`
    FROM "SubOrder" so
    JOIN "Order" o ON o."id" = so."orderId"
    JOIN "User" u ON u."id" = o."userId"
    WHERE so."storeId" = ${storeId}::uuid AND so."status" <> 'CANCELLED' ${filter}`;
};

export async function storeCustomers(db: PrismaClient, storeId: string, search: string, limit: number, offset: number): Promise<StoreCustomer[]> {
  const rows = await db.$queryRaw<{ userId: string; name: string; phone: string | null; ordersCount: bigint; totalSpent: Prisma.Decimal; lastOrderAt: Date }[]>`
    SELECT u."id" AS "userId", u."name", u."phone", COUNT(so."id") AS "ordersCount", SUM(so."total") AS "totalSpent", MAX(so."createdAt") AS "lastOrderAt"
    ${customerRows(storeId, search)}
    GROUP BY u."id" ORDER BY MAX(so."createdAt") DESC, u."id" LIMIT ${limit} OFFSET ${offset}`;
  if (rows.length === 0) return [];
  // Points earned at this store: its in-store credits and the points of its sub-orders (net of reversals).
  const points = await db.$queryRaw<{ userId: string; points: bigint }[]>`
    SELECT pe."userId", SUM(pe."points") AS "points" FROM "PointsEntry" pe
    WHERE pe."userId" = ANY(${rows.map((r) => r.userId)}::uuid[])
      AND (pe."storeId" = ${storeId}::uuid OR pe."subOrderId" IN (SELECT "id" FROM "SubOrder" WHERE "storeId" = ${storeId}::uuid))
    GROUP BY pe."userId"`;
  const byUser = new Map(points.map((p) => [p.userId, Number(p.points)]));
  return rows.map((r) => ({ ...r, ordersCount: Number(r.ordersCount), totalSpent: r.totalSpent.toFixed(2), pointsEarned: byUser.get(r.userId) ?? 0 }));
}

export async function storeCustomerCount(db: PrismaClient, storeId: string, search: string): Promise<number> {
  const [row] = await db.$queryRaw<{ count: bigint }[]>`SELECT COUNT(DISTINCT u."id") AS "count" ${customerRows(storeId, search)}`;
  return Number(row?.count ?? 0);
}
