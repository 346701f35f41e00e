// Redemptions (resgates of a customer; docs/decisions.md; docs/architecture.md ledger
// rules). Redeeming is ONE transaction: the customer's point operations are serialised (advisory
// lock per user), the reward's stock is decremented with a conditional update (never below 0),
// the redemption is created PENDING with snapshots, and the points are debited at once through the
// ledger (REDEEMED, key 'redeem:<redemptionId>'). The balance's CHECK constraint is the last word:
// a debit that does not fit rolls everything back → 'Pontos insuficientes para este resgate'.
// A retried request with the same idempotency key (per user) returns the first redemption.
//
// Admin transitions: pendente → aprovado | recusado (refund: REFUNDED entry 'refund:<id>', once,
// and the stock back), aprovado → entregue. Each is a conditional update on the current status, so
// two admins acting at once cannot both win; forbidden moves answer pt-BR userErrors.
import { Prisma } from '../generated/prisma/client.js';
import type { Context, Viewer } from '../schema/context.js';
import { refusable, refuse, userError, type UserErrorShape } from '../schema/user-error.js';
import { audit } from '../shared/audit.js';
import { lockUserPoints, TX_OPTIONS } from '../shared/locks.js';
import { creditPoints, isNegativeBalanceError } from './ledger.js';
import { publishRedemptionEvent } from './events.js';
import { notifyUsers } from '../notifications/index.js';
import {
  REDEMPTION_MESSAGES,
  REFUSAL_REASON_MAX_LENGTH,
  redemptionTransition,
  type RedemptionAction,
} from '../../common/loyalty.js';
import { sanitizeText } from '../../common/sanitize.js';

export interface RedemptionResult {
  redemptionId: string | null;
  rewardId?: string | null;
  userId?: string | null;
  replayed?: boolean;
  message: string | null;
  userErrors: UserErrorShape[];
}

const IDEMPOTENCY_KEY_RE = /^[\w:.-]{8,100}$/;

/** A refusal's payload: nothing happened; the reward (when named) still shows its stock. */
const refused = (rewardId: string | null) => (userErrors: UserErrorShape[]): RedemptionResult => ({ redemptionId: null, rewardId, message: null, userErrors });

export function redeemReward(ctx: Context, viewer: Viewer, input: { rewardId: string | null; idempotencyKey: string }): Promise<RedemptionResult> {
  return refusable(() => redeem(ctx, viewer, input), refused(input.rewardId));
}

async function redeem(ctx: Context, viewer: Viewer, input: { rewardId: string | null; idempotencyKey: string }): Promise<RedemptionResult> {
  const key = input.idempotencyKey.trim();
  if (!IDEMPOTENCY_KEY_RE.test(key)) return refuse(REDEMPTION_MESSAGES.idempotencyKey, 'INVALID', 'idempotencyKey');
  if (!input.rewardId) return refuse(REDEMPTION_MESSAGES.rewardNotFound, 'NOT_FOUND', 'rewardId');
  const rewardId = input.rewardId;

  const replay = async (): Promise<RedemptionResult | null> => {
    const existing = await ctx.prisma.redemption.findUnique({ where: { userId_idempotencyKey: { userId: viewer.id, idempotencyKey: key } }, select: { id: true, rewardId: true } });
    return existing ? { redemptionId: existing.id, rewardId: existing.rewardId, userId: viewer.id, replayed: true, message: REDEMPTION_MESSAGES.requested, userErrors: [] } : null;
  };

  let created: { id: string; points: number; rewardName: string } | null = null;
  try {
    const result = await ctx.prisma.$transaction(async (tx): Promise<RedemptionResult> => {
      await lockUserPoints(tx, viewer.id);
      const existing = await tx.redemption.findUnique({ where: { userId_idempotencyKey: { userId: viewer.id, idempotencyKey: key } }, select: { id: true, rewardId: true } });
      if (existing) return { redemptionId: existing.id, rewardId: existing.rewardId, userId: viewer.id, replayed: true, message: REDEMPTION_MESSAGES.requested, userErrors: [] };

      const reward = await tx.reward.findUnique({ where: { id: rewardId }, select: { id: true, name: true, imageUrl: true, points: true, status: true, stock: true } });
      if (!reward || reward.status !== 'ACTIVE') refuse(REDEMPTION_MESSAGES.unavailable, 'UNAVAILABLE', 'rewardId');
      if (reward.stock <= 0) refuse(REDEMPTION_MESSAGES.outOfStock, 'OUT_OF_STOCK', 'rewardId');
      const user = await tx.user.findUniqueOrThrow({ where: { id: viewer.id }, select: { pointsBalance: true } });
      if (user.pointsBalance < reward.points) refuse(REDEMPTION_MESSAGES.insufficientPoints, 'INSUFFICIENT_POINTS', 'rewardId');

      // Conditional decrement: concurrent redemptions of the last unit cannot both take it.
      const taken = await tx.reward.updateMany({ where: { id: reward.id, status: 'ACTIVE', stock: { gt: 0 } }, data: { stock: { decrement: 1 } } });
      if (taken.count !== 1) {
        const now = await tx.reward.findUnique({ where: { id: reward.id }, select: { status: true } });
        if (now?.status === 'ACTIVE') refuse(REDEMPTION_MESSAGES.outOfStock, 'OUT_OF_STOCK', 'rewardId');
        refuse(REDEMPTION_MESSAGES.unavailable, 'UNAVAILABLE', 'rewardId');
      }
      const redemption = await tx.redemption.create({
        data: { userId: viewer.id, rewardId: reward.id, rewardName: reward.name, rewardImageUrl: reward.imageUrl, points: reward.points, idempotencyKey: key },
        select: { id: true },
      });
      await creditPoints(tx, {
        userId: viewer.id,
        kind: 'REDEEMED',
        points: -reward.points,
        reason: `Resgate: ${reward.name}`,
        redemptionId: redemption.id,
        idempotencyKey: `redeem:${redemption.id}`,
        createdById: viewer.id,
      });
      created = { id: redemption.id, points: reward.points, rewardName: reward.name };
      return { redemptionId: redemption.id, rewardId: reward.id, userId: viewer.id, replayed: false, message: REDEMPTION_MESSAGES.requested, userErrors: [] };
    }, TX_OPTIONS);
    if (created) {
      const c = created as { id: string; points: number; rewardName: string };
      await audit(ctx, 'loyalty.redemption_requested', viewer.id, { redemptionId: c.id, rewardId, points: c.points });
      await publishRedemptionEvent(ctx, { redemptionId: c.id, userId: viewer.id });
    }
    return result;
  } catch (error) {
    if (isNegativeBalanceError(error)) return refuse(REDEMPTION_MESSAGES.insufficientPoints, 'INSUFFICIENT_POINTS', 'rewardId');
    // The same key raced past the lock-free read on another connection: the unique index decided.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      const replayed = await replay();
      if (replayed) return replayed;
    }
    throw error;
  }
}

const ACTION_AUDIT = {
  approve: 'admin.redemption_approved',
  refuse: 'admin.redemption_refused',
  deliver: 'admin.redemption_delivered',
} as const;

/** The customer's notification of each decision. */
const CUSTOMER_NOTICE = {
  approve: 'Seu resgate foi aprovado',
  refuse: 'Seu resgate foi recusado (os pontos voltaram)',
  deliver: 'Seu resgate foi entregue',
} as const;

const ACTION_MESSAGE = {
  approve: REDEMPTION_MESSAGES.approved,
  refuse: REDEMPTION_MESSAGES.refused,
  deliver: REDEMPTION_MESSAGES.delivered,
} as const;

/** approve / refuse (with a reason; refunds once and restores the stock) / deliver. Admins only (schema). */
export function decideRedemption(
  ctx: Context,
  viewer: Viewer,
  input: { redemptionId: string | null; action: RedemptionAction; reason?: string | null },
): Promise<RedemptionResult> {
  return refusable(() => decide(ctx, viewer, input), refused(null));
}

async function decide(ctx: Context, viewer: Viewer, input: { redemptionId: string | null; action: RedemptionAction; reason?: string | null }): Promise<RedemptionResult> {
  let reason: string | null = null;
  if (input.action === 'refuse') {
    const raw = input.reason ?? '';
    if (raw.length > REFUSAL_REASON_MAX_LENGTH) return refuse(REDEMPTION_MESSAGES.reasonTooLong, 'INVALID', 'reason');
    reason = sanitizeText(raw);
    if (!reason) return refuse(REDEMPTION_MESSAGES.reasonRequired, 'REQUIRED', 'reason');
  }
  if (!input.redemptionId) return refuse(REDEMPTION_MESSAGES.notFound, 'NOT_FOUND', 'id');
  const id = input.redemptionId;

  const outcome = await ctx.prisma.$transaction(async (tx): Promise<RedemptionResult> => {
    const current = await tx.redemption.findUnique({ where: { id }, select: { id: true, userId: true, rewardId: true, status: true, points: true, rewardName: true } });
    if (!current) return refuse(REDEMPTION_MESSAGES.notFound, 'NOT_FOUND', 'id');
    const move = redemptionTransition(current.status, input.action);
    if (!move.ok) return { redemptionId: current.id, userId: current.userId, message: null, userErrors: [userError(move.message, 'INVALID_TRANSITION', 'id')] };
    const now = new Date();
    const moved = await tx.redemption.updateMany({
      where: { id: current.id, status: current.status },
      data: {
        status: move.to,
        ...(input.action === 'deliver' ? { deliveredAt: now } : { decidedById: viewer.id, decidedAt: now }),
        ...(input.action === 'refuse' ? { refusalReason: reason } : {}),
      },
    });
    if (moved.count !== 1) return { redemptionId: current.id, userId: current.userId, message: null, userErrors: [userError(REDEMPTION_MESSAGES.concurrent, 'CONFLICT', null)] };
    if (input.action === 'refuse') {
      await creditPoints(tx, {
        userId: current.userId,
        kind: 'REFUNDED',
        points: current.points,
        reason: `Estorno do resgate recusado: ${current.rewardName}`,
        redemptionId: current.id,
        idempotencyKey: `refund:${current.id}`,
        createdById: viewer.id,
      });
      if (current.rewardId) await tx.reward.updateMany({ where: { id: current.rewardId }, data: { stock: { increment: 1 } } });
    }
    return { redemptionId: current.id, userId: current.userId, message: ACTION_MESSAGE[input.action], userErrors: [] };
  }, TX_OPTIONS);

  if (outcome.userErrors.length === 0 && outcome.redemptionId && outcome.userId) {
    await audit(ctx, ACTION_AUDIT[input.action], viewer.id, { redemptionId: outcome.redemptionId, customerId: outcome.userId, ...(reason ? { reason } : {}) });
    await publishRedemptionEvent(ctx, { redemptionId: outcome.redemptionId, userId: outcome.userId });
    await notifyUsers(ctx, [{ userId: outcome.userId, kind: 'REDEMPTION', title: CUSTOMER_NOTICE[input.action], body: 'Veja os detalhes em Meus resgates.', link: '/resgates' }]);
  }
  return outcome;
}
