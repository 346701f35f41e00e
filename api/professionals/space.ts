// /services in numbers: the points a professional earned from clients' purchases (the ledger's
// 'shared:<subOrderId>' credits) and their shared carts by status (expired counted as such).
import { startOfMonthUtcMinus3 } from '../../common/dates.js';
import { effectiveShareStatus, type ShareStatus } from '../../common/shared-cart.js';
import type { Context } from '../schema/context.js';

export interface ProfessionalSpace {
  pointsThisMonth: number;
  pointsTotal: number;
  clients: number;
  sharesByStatus: { status: ShareStatus; count: number }[];
}

export async function professionalSpace(ctx: Pick<Context, 'prisma'>, userId: string, now = new Date()): Promise<ProfessionalSpace> {
  const fromShares = { userId, kind: 'EARNED' as const, idempotencyKey: { startsWith: 'shared:' } };
  const [total, month, shares] = await Promise.all([
    ctx.prisma.pointsEntry.aggregate({ where: fromShares, _sum: { points: true } }),
    ctx.prisma.pointsEntry.aggregate({ where: { ...fromShares, createdAt: { gte: startOfMonthUtcMinus3(now) } }, _sum: { points: true } }),
    ctx.prisma.cartShare.findMany({ where: { fromUserId: userId }, select: { status: true, expiresAt: true, toUserId: true } }),
  ]);
  const counts = new Map<ShareStatus, number>();
  for (const share of shares) {
    const status = effectiveShareStatus(share.status, share.expiresAt, now);
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return {
    pointsThisMonth: month._sum.points ?? 0,
    pointsTotal: total._sum.points ?? 0,
    clients: new Set(shares.map((s) => s.toUserId)).size,
    sharesByStatus: [...counts].map(([status, count]) => ({ status, count })),
  };
}
