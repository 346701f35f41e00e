// The scheduled side of shared carts, run by every API instance on an interval (api/server.ts):
// shares past their expiry become EXPIRED, and shares within 24 h of it are announced once to both
// sides. Each is ONE conditional UPDATE ... RETURNING, so with several instances a share is
// expired (or warned about) by exactly one of them, and its event goes out once.
import type { Services } from '../schema/context.js';
import { logger } from '../shared/logger.js';
import { SHARE_EXPIRY_WARNING_HOURS } from '../../common/shared-cart.js';
import { publishShareEvents } from './events.js';

interface Touched {
  id: string;
  fromUserId: string;
  toUserId: string;
}

/** Expires open shares whose expiresAt has passed; returns how many. */
export async function expireOldShares(services: Pick<Services, 'prisma' | 'pubsub'>, now: Date = new Date()): Promise<number> {
  const rows = await services.prisma.$queryRaw<Touched[]>`
    UPDATE "CartShare" SET "status" = 'EXPIRED'
    WHERE "status" IN ('SHARED', 'ACCEPTED') AND "expiresAt" < ${now}
    RETURNING "id", "fromUserId", "toUserId"`;
  await publishShareEvents(services, rows.map((r) => ({ shareId: r.id, kind: 'EXPIRED', userIds: [r.fromUserId, r.toUserId] })));
  return rows.length;
}

/** Warns both sides once when an open share has 24 h or less left; returns how many. */
export async function warnExpiringShares(services: Pick<Services, 'prisma' | 'pubsub'>, now: Date = new Date()): Promise<number> {
  const limit = new Date(now.getTime() + SHARE_EXPIRY_WARNING_HOURS * 3_600_000);
  const rows = await services.prisma.$queryRaw<Touched[]>`
    UPDATE "CartShare" SET "expiryNoticeAt" = ${now}
    WHERE "status" IN ('SHARED', 'ACCEPTED') AND "expiryNoticeAt" IS NULL AND "expiresAt" >= ${now} AND "expiresAt" <= ${limit}
    RETURNING "id", "fromUserId", "toUserId"`;
  await publishShareEvents(services, rows.map((r) => ({ shareId: r.id, kind: 'EXPIRING', userIds: [r.fromUserId, r.toUserId] })));
  return rows.length;
}

/** Starts the interval; the returned function stops it. */
export function startShareExpiryJob(services: Pick<Services, 'prisma' | 'pubsub' | 'config'>): () => void {
  const run = async () => {
    try {
      const now = new Date();
      const expired = await expireOldShares(services, now);
      const warned = await warnExpiringShares(services, now);
      if (expired || warned) logger.info('sharing.expiry_job', { expired, warned });
    } catch (error) {
      logger.error('sharing.expiry_job_failed', { error: String(error) });
    }
  };
  const timer = setInterval(run, services.config.shareExpiryIntervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
