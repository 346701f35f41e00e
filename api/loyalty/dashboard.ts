// The admin loyalty dashboard (/admin/loyalty): points issued, redeemed, outstanding (the club's
// liability), members per tier, top rewards and points issued per month. Six aggregate SQL
// statements whatever the size of the club; nothing is loaded row by row.
import type { PrismaClient } from '../generated/prisma/client.js';
import { TIERS, type TierDefinition } from '../../common/tiers.js';
import { MONTH_NAMES_PT, partsUtcMinus3, startOfMonthUtcMinus3 } from '../../common/dates.js';
import { tierWindowStart } from '../../common/loyalty.js';
import { GAINED_SQL } from './summary.js';

export interface LoyaltyDashboardShape {
  pointsIssued: number;
  pointsRedeemed: number;
  pointsRefunded: number;
  pointsExpired: number;
  pointsOutstanding: number;
  members: number;
  membersPerTier: { tier: TierDefinition; count: number }[];
  redemptionsByStatus: { status: 'PENDING' | 'APPROVED' | 'REFUSED' | 'DELIVERED'; count: number }[];
  topRewards: { rewardId: string | null; rewardName: string; redemptions: number; points: number }[];
  issuedByMonth: { month: string; label: string; points: number; redeemed: number }[];
}

const num = (value: bigint | number | null | undefined) => Number(value ?? 0);

export async function loyaltyDashboard(
  prisma: PrismaClient,
  options: { now?: Date; months?: number; topRewards?: number } = {},
): Promise<LoyaltyDashboardShape> {
  const now = options.now ?? new Date();
  const months = Math.min(Math.max(options.months ?? 12, 1), 36);
  const top = Math.min(Math.max(options.topRewards ?? 5, 1), 50);

  // Totals by kind: issued = points gained (positive, refunds excluded); redeemed = net of refunds.
  const [totals] = await prisma.$queryRaw<{ issued: bigint; redeemed: bigint; refunded: bigint; expired: bigint }[]>`
    SELECT COALESCE(SUM(e."points") FILTER (WHERE ${GAINED_SQL}), 0)::bigint AS "issued",
           COALESCE(-SUM(e."points") FILTER (WHERE e."kind" = 'REDEEMED'), 0)::bigint AS "redeemed",
           COALESCE(SUM(e."points") FILTER (WHERE e."kind" = 'REFUNDED'), 0)::bigint AS "refunded",
           COALESCE(-SUM(e."points") FILTER (WHERE e."kind" = 'EXPIRED'), 0)::bigint AS "expired"
    FROM "PointsEntry" e`;

  // Members: every non-admin account. Tier = points gained in the last 12 months (as on /rewards).
  const tierStart = tierWindowStart(now);
  const [prata, ouro] = [TIERS[1].min, TIERS[2].min];
  const tierRows = await prisma.$queryRaw<{ tier: number; count: bigint }[]>`
    WITH gained AS (
      SELECT e."userId", SUM(e."points") AS "points"
      FROM "PointsEntry" e
      WHERE ${GAINED_SQL} AND e."createdAt" >= ${tierStart} AND e."createdAt" <= ${now}
      GROUP BY e."userId"
    )
    SELECT CASE WHEN COALESCE(g."points", 0) >= ${ouro} THEN 2 WHEN COALESCE(g."points", 0) >= ${prata} THEN 1 ELSE 0 END AS "tier",
           COUNT(*)::bigint AS "count"
    FROM "User" u LEFT JOIN gained g ON g."userId" = u."id"
    WHERE NOT u."isAdmin"
    GROUP BY 1`;
  // The liability counts every balance, admins' included (they may hold points too).
  const [outstanding] = await prisma.$queryRaw<{ total: bigint }[]>`SELECT COALESCE(SUM("pointsBalance"), 0)::bigint AS "total" FROM "User"`;

  const statusRows = await prisma.redemption.groupBy({ by: ['status'], _count: { _all: true } });

  const topRows = await prisma.$queryRaw<{ rewardId: string | null; rewardName: string; redemptions: bigint; points: bigint }[]>`
    SELECT r."rewardId"::text AS "rewardId", COALESCE(MAX(w."name"), MAX(r."rewardName")) AS "rewardName",
           COUNT(*)::bigint AS "redemptions", SUM(r."points")::bigint AS "points"
    FROM "Redemption" r LEFT JOIN "Reward" w ON w."id" = r."rewardId"
    WHERE r."status" <> 'REFUSED'
    GROUP BY r."rewardId", CASE WHEN r."rewardId" IS NULL THEN r."rewardName" END
    ORDER BY COUNT(*) DESC, SUM(r."points") DESC, 2 ASC
    LIMIT ${top}`;

  // Months at UTC−3: shifting the instant by −3 h and truncating gives the local calendar month.
  const firstMonth = monthsBefore(now, months - 1);
  const monthRows = await prisma.$queryRaw<{ month: string; points: bigint; redeemed: bigint }[]>`
    SELECT to_char(date_trunc('month', e."createdAt" - interval '3 hours'), 'YYYY-MM') AS "month",
           COALESCE(SUM(e."points") FILTER (WHERE ${GAINED_SQL}), 0)::bigint AS "points",
           COALESCE(-SUM(e."points") FILTER (WHERE e."kind" IN ('REDEEMED', 'REFUNDED')), 0)::bigint AS "redeemed"
    FROM "PointsEntry" e
    WHERE e."createdAt" >= ${firstMonth}
    GROUP BY 1`;
  const byMonth = new Map(monthRows.map((r) => [r.month, r]));

  const issuedByMonth = [];
  for (let i = months - 1; i >= 0; i--) {
    const p = partsUtcMinus3(monthsBefore(now, i));
    const month = `${p.year}-${String(p.month).padStart(2, '0')}`;
    const row = byMonth.get(month);
    issuedByMonth.push({ month, label: `${MONTH_NAMES_PT[p.month - 1].slice(0, 3)}/${p.year}`, points: num(row?.points), redeemed: num(row?.redeemed) });
  }

  const tierCount = (index: number) => num(tierRows.find((r) => Number(r.tier) === index)?.count);
  return {
    pointsIssued: num(totals?.issued),
    pointsRedeemed: num(totals?.redeemed) - num(totals?.refunded),
    pointsRefunded: num(totals?.refunded),
    pointsExpired: num(totals?.expired),
    pointsOutstanding: num(outstanding?.total),
    members: tierRows.reduce((sum, r) => sum + num(r.count), 0),
    membersPerTier: TIERS.map((tier, index) => ({ tier, count: tierCount(index) })),
    redemptionsByStatus: (['PENDING', 'APPROVED', 'REFUSED', 'DELIVERED'] as const).map((status) => ({
      status,
      count: statusRows.find((r) => r.status === status)?._count._all ?? 0,
    })),
    topRewards: topRows.map((r) => ({ rewardId: r.rewardId, rewardName: r.rewardName, redemptions: num(r.redemptions), points: num(r.points) })),
    issuedByMonth,
  };
}

/** The start (UTC instant) of the month `count` months before the month of `now`, at UTC−3. */
function monthsBefore(now: Date, count: number): Date {
  const p = partsUtcMinus3(now);
  // Day 15 at noon of the target month is safely inside it whatever the offset.
  return startOfMonthUtcMinus3(new Date(Date.UTC(p.year, p.month - 1 - count, 15, 12)));
}

