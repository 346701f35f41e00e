// The vendor dashboard's figures (/vendor): sales per day for the chart (today and the week come
// from the same rows), sub-orders by status, low-stock products, points issued and top products of
// the last 30 days. A fixed number of SQL statements, whatever the store's size.
import type { PrismaClient } from '../generated/prisma/client.js';
import { CHART_DAYS, dayStart, summarizeSales } from '../../common/vendor-dashboard.js';
import { LOW_STOCK_THRESHOLD } from '../../common/product-form.js';
import type { SubOrderStatus } from '../generated/prisma/enums.js';

export interface DashboardData {
  storeId: string;
  sales: ReturnType<typeof summarizeSales>;
  ordersByStatus: { status: SubOrderStatus; count: number }[];
  lowStockIds: string[];
  pointsIssued: number;
  topProducts: { productId: string | null; name: string; quantity: number; revenue: string }[];
}

export async function vendorDashboard(db: PrismaClient, storeId: string, now = new Date()): Promise<DashboardData> {
  const since = dayStart(now, CHART_DAYS - 1);
  const [daily, statuses, lowStock, points, top] = await Promise.all([
    // Day at UTC−3 (createdAt is stored in UTC).
    db.$queryRaw<{ day: string; total: string; orders: number }[]>`
      SELECT to_char(so."createdAt" - interval '3 hours', 'YYYY-MM-DD') AS "day", SUM(so."total")::text AS "total", COUNT(*)::int AS "orders"
      FROM "SubOrder" so WHERE so."storeId" = ${storeId}::uuid AND so."status" <> 'CANCELLED' AND so."createdAt" >= ${since}
      GROUP BY 1`,
    db.subOrder.groupBy({ by: ['status'], where: { storeId }, _count: { _all: true } }),
    db.product.findMany({
      where: { storeId, status: { in: ['APPROVED', 'INACTIVE'] }, stock: { lte: LOW_STOCK_THRESHOLD } },
      orderBy: [{ stock: 'asc' }, { name: 'asc' }],
      take: 5,
      select: { id: true },
    }),
    db.pointsEntry.aggregate({
      where: { points: { gt: 0 }, createdAt: { gte: since }, OR: [{ storeId }, { subOrder: { storeId } }] },
      _sum: { points: true },
    }),
    db.$queryRaw<{ productId: string | null; name: string; quantity: number; revenue: string }[]>`
      SELECT oi."productId", MAX(oi."productName") AS "name", SUM(oi."quantity")::int AS "quantity", SUM(oi."total")::text AS "revenue"
      FROM "OrderItem" oi JOIN "SubOrder" so ON so."id" = oi."subOrderId"
      WHERE so."storeId" = ${storeId}::uuid AND so."status" <> 'CANCELLED' AND so."createdAt" >= ${since}
      GROUP BY oi."productId", CASE WHEN oi."productId" IS NULL THEN oi."productName" END
      ORDER BY SUM(oi."total") DESC LIMIT 5`,
  ]);
  return {
    storeId,
    sales: summarizeSales(now, daily),
    ordersByStatus: statuses.map((s) => ({ status: s.status, count: s._count._all })),
    lowStockIds: lowStock.map((p) => p.id),
    pointsIssued: points._sum.points ?? 0,
    topProducts: top,
  };
}
