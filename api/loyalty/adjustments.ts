// Point adjustments: a store credits points for an in-store purchase (/vendor/adjust-points,
// STORE_ADJUSTMENT with the store and the purchase value; the customer sees them at
// /profile/physical-purchases), and an admin moves any balance up or down with a reason
// (ADMIN_ADJUSTMENT, never below zero). Both are one ledger entry with a client idempotency key
// (namespaced per store / per admin, since the ledger's keys are global), serialised per customer,
// and audited. The store's customer lookup answers only a short name and masked CPF / e-mail.
// A store may also debit (a returned purchase, a mistaken credit), with a reason: never below zero
// and never more than the net it credited to that customer (credits minus its earlier debits), so a
// store cannot take points a customer earned elsewhere. Debits are STORE_ADJUSTMENT entries with
// negative points and no purchase value.
import { GraphQLError } from 'graphql';
import type { Context, Viewer } from '../schema/context.js';
import { userError, type UserErrorCode, type UserErrorShape } from '../schema/user-error.js';
import { audit } from '../shared/audit.js';
import type { RateLimitPolicy } from '../shared/rate-limit.js';
import { lockUserPoints, TX_OPTIONS } from '../shared/locks.js';
import { VISIBLE_STORE_STATUSES } from '../catalog/access.js';
import { managedStoresWhere } from '../merchant/access.js';
import { creditPoints, isNegativeBalanceError } from './ledger.js';
import { isUsableReferralCode, normalizeReferralCode } from '../../common/referral.js';
import {
  ADJUSTMENT_MESSAGES,
  ADJUSTMENT_REASON_MAX_LENGTH,
  ADMIN_ADJUSTMENT_MAX,
  maskCpfPrivate,
  maskEmailPrivate,
  pointsForPurchase,
  shortName,
  storeDebitOverNet,
} from '../../common/loyalty.js';
import { sanitizeText } from '../../common/sanitize.js';
import { onlyDigits } from '../../common/masks.js';
import { validateEmail } from '../../common/validation.js';

export interface AdjustmentResult {
  entryId: string | null;
  userId: string | null;
  replayed: boolean;
  message: string | null;
  userErrors: UserErrorShape[];
}

const failure = (message: string, code: UserErrorCode, field: string | null): AdjustmentResult => ({
  entryId: null,
  userId: null,
  replayed: false,
  message: null,
  userErrors: [userError(message, code, field)],
});

const IDEMPOTENCY_KEY_RE = /^[\w:.-]{8,100}$/;

const forbidden = (message: string) => new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });

/**
 * The store a viewer adjusts points for: its own APPROVED/ACTIVE store (the one given, or the only
 * one), or — for admins — the store given. Anyone else: FORBIDDEN.
 */
export async function adjustingStore(ctx: Context, viewer: Viewer, storeId: string | null | undefined): Promise<{ id: string; name: string }> {
  const stores = await ctx.prisma.store.findMany({
    where: {
      status: { in: VISIBLE_STORE_STATUSES },
      ...managedStoresWhere(viewer, storeId),
    },
    select: { id: true, name: true },
    orderBy: { createdAt: 'asc' },
    take: 2,
  });
  if (stores.length === 0) throw forbidden(ADJUSTMENT_MESSAGES.notStoreOwner);
  if (stores.length > 1) throw new GraphQLError(ADJUSTMENT_MESSAGES.storeRequired, { extensions: { code: 'BAD_USER_INPUT' } });
  return stores[0];
}

export const CUSTOMER_LOOKUP_LIMIT: RateLimitPolicy = {
  name: 'points-customer-lookup',
  limit: 30,
  windowMs: 60_000,
  blockStepMs: 60_000,
  maxBlockMs: 60 * 60_000,
  memoryMs: 24 * 60 * 60_000,
};

export interface CustomerLookupResult {
  customer: { id: string; name: string; maskedCpf: string | null; maskedEmail: string | null; storeNetPoints: number } | null;
  userErrors: UserErrorShape[];
}

/** A customer by full CPF (11 digits, any mask), full e-mail or member code; exact matches only, rate limited. */
export async function findCustomerForAdjustment(ctx: Context, viewer: Viewer, query: string, storeId?: string | null): Promise<CustomerLookupResult> {
  const store = await adjustingStore(ctx, viewer, storeId);
  const text = query.trim();
  let where: { email: string } | { cpf: string } | { referralCode: string } | null = null;
  if (text.includes('@')) {
    const email = validateEmail(text);
    if (email.ok) where = { email: email.value };
  } else if (onlyDigits(text).length === 11 && !/[a-z]/i.test(text)) {
    where = { cpf: onlyDigits(text) };
  } else if (/[a-z]/i.test(text) && isUsableReferralCode(normalizeReferralCode(text))) {
    // The member code shown at /escanear (the code the member also invites friends with). Digits
    // alone are a CPF being typed, never a code.
    where = { referralCode: normalizeReferralCode(text) };
  }
  if (!where) return { customer: null, userErrors: [userError(ADJUSTMENT_MESSAGES.queryTooShort, 'INVALID', 'query')] };
  const decision = await ctx.rateLimits.hit(CUSTOMER_LOOKUP_LIMIT, `user:${viewer.id}`);
  if (!decision.allowed) {
    throw new GraphQLError('Muitas consultas seguidas; tente de novo em instantes', { extensions: { code: 'RATE_LIMITED', retryAfterMs: decision.retryAfterMs } });
  }
  const user = await ctx.prisma.user.findUnique({ where: where as { email: string }, select: { id: true, name: true, cpf: true, email: true } });
  if (!user || user.id === viewer.id) return { customer: null, userErrors: [userError(ADJUSTMENT_MESSAGES.customerNotFound, 'NOT_FOUND', 'query')] };
  return {
    customer: {
      id: user.id,
      name: shortName(user.name),
      maskedCpf: maskCpfPrivate(user.cpf),
      maskedEmail: maskEmailPrivate(user.email),
      storeNetPoints: await storeNetPoints(ctx.prisma, store.id, user.id),
    },
    userErrors: [],
  };
}

/** The points a store has given a customer, net of its own debits (the most it may debit). */
export async function storeNetPoints(db: Pick<Context['prisma'], 'pointsEntry'>, storeId: string, userId: string): Promise<number> {
  const sum = await db.pointsEntry.aggregate({ where: { storeId, userId, kind: 'STORE_ADJUSTMENT' }, _sum: { points: true } });
  return sum._sum.points ?? 0;
}

function checkReason(raw: string | null | undefined): { ok: true; reason: string } | { ok: false; error: AdjustmentResult } {
  const text = raw ?? '';
  if (text.length > ADJUSTMENT_REASON_MAX_LENGTH) return { ok: false, error: failure(ADJUSTMENT_MESSAGES.reasonTooLong, 'INVALID', 'reason') };
  const reason = sanitizeText(text);
  if (!reason) return { ok: false, error: failure(ADJUSTMENT_MESSAGES.reasonRequired, 'REQUIRED', 'reason') };
  return { ok: true, reason };
}

async function replayOf(ctx: Context, key: string): Promise<AdjustmentResult | null> {
  const entry = await ctx.prisma.pointsEntry.findUnique({ where: { idempotencyKey: key }, select: { id: true, userId: true } });
  return entry ? { entryId: entry.id, userId: entry.userId, replayed: true, message: null, userErrors: [] } : null;
}

export async function adjustPointsForPurchase(
  ctx: Context,
  viewer: Viewer,
  input: { customerId: string | null; purchaseAmount: string; reason?: string | null; idempotencyKey: string; storeId?: string | null },
): Promise<AdjustmentResult> {
  const store = await adjustingStore(ctx, viewer, input.storeId);
  const clientKey = input.idempotencyKey.trim();
  if (!IDEMPOTENCY_KEY_RE.test(clientKey)) return failure(ADJUSTMENT_MESSAGES.idempotencyKey, 'INVALID', 'idempotencyKey');
  const key = `store:${store.id}:${clientKey}`;
  const replayed = await replayOf(ctx, key);
  if (replayed) return { ...replayed, message: ADJUSTMENT_MESSAGES.storeDone };

  const purchase = pointsForPurchase(input.purchaseAmount);
  if (!purchase.ok) return failure(purchase.message, 'INVALID', 'purchaseAmount');
  const reason = checkReason(input.reason);
  if (!reason.ok) return reason.error;
  if (!input.customerId) return failure(ADJUSTMENT_MESSAGES.customerNotFound, 'NOT_FOUND', 'customerId');
  if (input.customerId === viewer.id) return failure(ADJUSTMENT_MESSAGES.selfAdjustment, 'FORBIDDEN', 'customerId');
  const customer = await ctx.prisma.user.findUnique({ where: { id: input.customerId }, select: { id: true } });
  if (!customer) return failure(ADJUSTMENT_MESSAGES.customerNotFound, 'NOT_FOUND', 'customerId');

  const applied = await ctx.prisma.$transaction(async (tx) => {
    await lockUserPoints(tx, customer.id);
    return creditPoints(tx, {
      userId: customer.id,
      kind: 'STORE_ADJUSTMENT',
      points: purchase.points,
      reason: reason.reason,
      storeId: store.id,
      purchaseAmount: purchase.amount,
      idempotencyKey: key,
      createdById: viewer.id,
    });
  }, TX_OPTIONS);
  const entry = await replayOf(ctx, key);
  if (!entry) throw new Error('lançamento de ajuste não encontrado');
  if (applied) {
    await audit(ctx, 'store.points_adjusted', viewer.id, {
      entryId: entry.entryId,
      customerId: customer.id,
      storeId: store.id,
      purchaseAmount: purchase.amount,
      points: purchase.points,
    });
  }
  return { ...entry, replayed: !applied, message: ADJUSTMENT_MESSAGES.storeDone };
}

export async function debitStorePoints(
  ctx: Context,
  viewer: Viewer,
  input: { customerId: string | null; points: number; reason?: string | null; idempotencyKey: string; storeId?: string | null },
): Promise<AdjustmentResult> {
  const store = await adjustingStore(ctx, viewer, input.storeId);
  const clientKey = input.idempotencyKey.trim();
  if (!IDEMPOTENCY_KEY_RE.test(clientKey)) return failure(ADJUSTMENT_MESSAGES.idempotencyKey, 'INVALID', 'idempotencyKey');
  const key = `store:${store.id}:${clientKey}`;
  const replayed = await replayOf(ctx, key);
  if (replayed) return { ...replayed, message: ADJUSTMENT_MESSAGES.storeDebitDone };

  if (!Number.isInteger(input.points) || input.points <= 0) return failure(ADJUSTMENT_MESSAGES.debitPointsInvalid, 'INVALID', 'points');
  if (input.points > ADMIN_ADJUSTMENT_MAX) return failure(ADJUSTMENT_MESSAGES.pointsTooLarge, 'INVALID', 'points');
  const reason = checkReason(input.reason);
  if (!reason.ok) return reason.error;
  if (!input.customerId) return failure(ADJUSTMENT_MESSAGES.customerNotFound, 'NOT_FOUND', 'customerId');
  if (input.customerId === viewer.id) return failure(ADJUSTMENT_MESSAGES.selfAdjustment, 'FORBIDDEN', 'customerId');
  const customer = await ctx.prisma.user.findUnique({ where: { id: input.customerId }, select: { id: true } });
  if (!customer) return failure(ADJUSTMENT_MESSAGES.customerNotFound, 'NOT_FOUND', 'customerId');

  // Both limits are read under the customer's points lock, so two debits at once cannot pass them together.
  let applied: boolean | AdjustmentResult;
  try {
    applied = await ctx.prisma.$transaction(async (tx) => {
      await lockUserPoints(tx, customer.id);
      const net = await storeNetPoints(tx, store.id, customer.id);
      if (input.points > net) return failure(storeDebitOverNet(net), 'INVALID', 'points');
      const user = await tx.user.findUniqueOrThrow({ where: { id: customer.id }, select: { pointsBalance: true } });
      if (user.pointsBalance < input.points) return failure(ADJUSTMENT_MESSAGES.negativeBalance, 'NEGATIVE_BALANCE', 'points');
      return creditPoints(tx, {
        userId: customer.id,
        kind: 'STORE_ADJUSTMENT',
        points: -input.points,
        reason: reason.reason,
        storeId: store.id,
        idempotencyKey: key,
        createdById: viewer.id,
      });
    }, TX_OPTIONS);
  } catch (error) {
    if (isNegativeBalanceError(error)) return failure(ADJUSTMENT_MESSAGES.negativeBalance, 'NEGATIVE_BALANCE', 'points');
    throw error;
  }
  if (typeof applied !== 'boolean') return applied;
  const entry = await replayOf(ctx, key);
  if (!entry) throw new Error('lançamento de ajuste não encontrado');
  if (applied) {
    await audit(ctx, 'store.points_debited', viewer.id, { entryId: entry.entryId, customerId: customer.id, storeId: store.id, points: -input.points, reason: reason.reason });
  }
  return { ...entry, replayed: !applied, message: ADJUSTMENT_MESSAGES.storeDebitDone };
}

export async function adjustPoints(
  ctx: Context,
  viewer: Viewer,
  input: { userId: string | null; points: number; reason?: string | null; idempotencyKey: string },
): Promise<AdjustmentResult> {
  const clientKey = input.idempotencyKey.trim();
  if (!IDEMPOTENCY_KEY_RE.test(clientKey)) return failure(ADJUSTMENT_MESSAGES.idempotencyKey, 'INVALID', 'idempotencyKey');
  const key = `admin:${viewer.id}:${clientKey}`;
  const replayed = await replayOf(ctx, key);
  if (replayed) return { ...replayed, message: ADJUSTMENT_MESSAGES.adminDone };

  if (!Number.isInteger(input.points) || input.points === 0) return failure(ADJUSTMENT_MESSAGES.pointsInvalid, 'INVALID', 'points');
  if (Math.abs(input.points) > ADMIN_ADJUSTMENT_MAX) return failure(ADJUSTMENT_MESSAGES.pointsTooLarge, 'INVALID', 'points');
  const reason = checkReason(input.reason);
  if (!reason.ok) return reason.error;
  if (!input.userId) return failure(ADJUSTMENT_MESSAGES.customerNotFound, 'NOT_FOUND', 'userId');
  if (input.userId === viewer.id) return failure(ADJUSTMENT_MESSAGES.selfAdjustment, 'FORBIDDEN', 'userId');
  const userId = input.userId;
  const exists = await ctx.prisma.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!exists) return failure(ADJUSTMENT_MESSAGES.customerNotFound, 'NOT_FOUND', 'userId');

  let applied: boolean;
  try {
    applied = await ctx.prisma.$transaction(async (tx) => {
      await lockUserPoints(tx, userId);
      const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { pointsBalance: true } });
      if (user.pointsBalance + input.points < 0) return null;
      return creditPoints(tx, {
        userId,
        kind: 'ADMIN_ADJUSTMENT',
        points: input.points,
        reason: reason.reason,
        idempotencyKey: key,
        createdById: viewer.id,
      });
    }, TX_OPTIONS).then((value) => {
      if (value === null) throw new NegativeBalance();
      return value;
    });
  } catch (error) {
    if (error instanceof NegativeBalance || isNegativeBalanceError(error)) return failure(ADJUSTMENT_MESSAGES.negativeBalance, 'NEGATIVE_BALANCE', 'points');
    throw error;
  }
  const entry = await replayOf(ctx, key);
  if (!entry) throw new Error('lançamento de ajuste não encontrado');
  if (applied) {
    await audit(ctx, 'admin.points_adjusted', viewer.id, { entryId: entry.entryId, userId, points: input.points, reason: reason.reason });
  }
  return { ...entry, replayed: !applied, message: ADJUSTMENT_MESSAGES.adminDone };
}

class NegativeBalance extends Error {}
