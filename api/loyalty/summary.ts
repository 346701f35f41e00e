// The loyalty card of /rewards: balance, tier (points gained in the last 12 months), monthly points
// (gained in the current month at UTC−3). One SQL statement for any number of users (a dataloader
// batches them), summing on the (userId, createdAt) index — entries are never loaded.
import { Prisma, type PrismaClient } from '../generated/prisma/client.js';
import { monthWindow, tierWindowStart } from '../../common/loyalty.js';
import { tierFor, type TierStatus } from '../../common/tiers.js';

export interface LoyaltySummaryShape {
  userId: string;
  balance: number;
  /** Points gained in the last 12 months (decide the tier). */
  tierPoints: number;
  tier: TierStatus;
  monthlyPoints: number;
  monthName: string;
  /** The instant the numbers were computed for. */
  at: Date;
}

/**
 * The SQL condition of "points gained" (common/loyalty.ts countsAsGained): positive entries except
 * refunds. Kept next to the pure rule so both change together.
 */
export const GAINED_SQL = Prisma.sql`e."points" > 0 AND e."kind" <> 'REFUNDED'`;

export async function loyaltySummaries(prisma: PrismaClient, userIds: readonly string[], now = new Date()): Promise<LoyaltySummaryShape[]> {
  const month = monthWindow(now);
  const tierStart = tierWindowStart(now);
  const from = tierStart < month.start ? tierStart : month.start;
  const rows = await prisma.$queryRaw<{ id: string; balance: number; tierPoints: bigint; monthlyPoints: bigint }[]>`
    SELECT u."id"::text AS "id", u."pointsBalance" AS "balance",
           COALESCE(SUM(e."points") FILTER (WHERE e."createdAt" >= ${tierStart} AND e."createdAt" <= ${now}), 0)::bigint AS "tierPoints",
           COALESCE(SUM(e."points") FILTER (WHERE e."createdAt" >= ${month.start} AND e."createdAt" < ${month.end}), 0)::bigint AS "monthlyPoints"
    FROM "User" u
    LEFT JOIN "PointsEntry" e ON e."userId" = u."id" AND ${GAINED_SQL} AND e."createdAt" >= ${from}
    WHERE u."id" = ANY(${[...userIds]}::uuid[])
    GROUP BY u."id"`;
  const byId = new Map(rows.map((r) => [r.id, r]));
  return userIds.map((userId) => {
    const row = byId.get(userId);
    const tierPoints = Number(row?.tierPoints ?? 0);
    return {
      userId,
      balance: row?.balance ?? 0,
      tierPoints,
      tier: tierFor(tierPoints),
      monthlyPoints: Number(row?.monthlyPoints ?? 0),
      monthName: month.monthName,
      at: now,
    };
  });
}
