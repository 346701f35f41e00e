// The admin dashboard's figures (docs/decisions.md, "Painel do admin"): orders and gross sales of
// today, 7 and 30 days (sub-orders not cancelled, days at UTC−3), the 30-day chart, new users by
// role, the approval queues, open redemptions and the points liability — a fixed number of
// queries whatever the size of the club.
import type { PrismaClient } from '../generated/prisma/client.js';
import type { Role } from '../generated/prisma/enums.js';
import { CHART_DAYS, dayStart, summarizeSales } from '../../common/vendor-dashboard.js';

export async function pendingApprovals(db: PrismaClient) {
  const [stores, products] = await Promise.all([db.store.count({ where: { status: 'PENDING' } }), db.productRevision.count({ where: { status: 'PENDING' } })]);
  return { stores, products };
}

export async function adminDashboard(db: PrismaClient, now = new Date()) {
  const since = dayStart(now, CHART_DAYS - 1);
  const [daily, users, approvals, openRedemptions, liability] = await Promise.all([
    db.$queryRaw<{ day: string; total: string; orders: number }[]>`
      SELECT to_char(so."createdAt" - interval '3 hours', 'YYYY-MM-DD') AS "day", SUM(so."total")::text AS "total", COUNT(*)::int AS "orders"
      FROM "SubOrder" so WHERE so."status" <> 'CANCELLED' AND so."createdAt" >= ${since}
      GROUP BY 1`,
    db.user.groupBy({ by: ['role'], where: { createdAt: { gte: since } }, _count: { _all: true } }),
    pendingApprovals(db),
    db.redemption.count({ where: { status: { in: ['PENDING', 'APPROVED'] } } }),
    db.user.aggregate({ _sum: { pointsBalance: true } }),
  ]);
  return {
    sales: summarizeSales(now, daily),
    newUsers: users.map((u) => ({ role: u.role as Role, count: u._count._all })),
    approvals,
    openRedemptions,
    pointsLiability: liability._sum.pointsBalance ?? 0,
  };
}

export type AdminDashboardData = Awaited<ReturnType<typeof adminDashboard>>;
