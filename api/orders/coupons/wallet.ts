// The coupons one person can see at /meus-cupons: the ones that work for them now, the ones they
// used (with the order) and the ones that ended in the last 30 days. Every coupon of the club is a
// public code (docs/decisions.md, "Meus cupons").
import { EXPIRED_SHELF_DAYS } from '../../../common/coupon-wallet.js';
import type { Context } from '../../schema/context.js';

const DAY_MS = 86_400_000;
const SHELF_SIZE = 50;

export async function couponWallet(ctx: Pick<Context, 'prisma'>, userId: string, now = new Date()) {
  const [open, uses, ended] = await Promise.all([
    ctx.prisma.coupon.findMany({
      where: { active: true, AND: [{ OR: [{ startsAt: null }, { startsAt: { lte: now } }] }, { OR: [{ endsAt: null }, { endsAt: { gt: now } }] }] },
      orderBy: [{ endsAt: { sort: 'asc', nulls: 'last' } }, { code: 'asc' }],
      take: SHELF_SIZE * 2,
    }),
    ctx.prisma.couponUse.findMany({ where: { userId }, orderBy: { createdAt: 'desc' }, take: SHELF_SIZE, include: { coupon: true } }),
    ctx.prisma.coupon.findMany({
      where: { active: true, endsAt: { lte: now, gte: new Date(now.getTime() - EXPIRED_SHELF_DAYS * DAY_MS) } },
      orderBy: { endsAt: 'desc' },
      take: SHELF_SIZE,
    }),
  ]);
  const usesOf = new Map<string, number>();
  for (const use of uses) usesOf.set(use.couponId, (usesOf.get(use.couponId) ?? 0) + 1);
  const available = open
    .filter((c) => (c.usageLimit == null || c.usedCount < c.usageLimit) && (c.perUserLimit == null || (usesOf.get(c.id) ?? 0) < c.perUserLimit))
    .slice(0, SHELF_SIZE);
  return {
    available,
    used: uses.map((use) => ({ ...use.coupon, usedAt: use.createdAt, orderId: use.orderId })),
    expired: ended.filter((c) => !usesOf.has(c.id)),
  };
}
