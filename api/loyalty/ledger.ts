// The points ledger (docs/architecture.md): append-only entries
// with a unique idempotency key, and User.pointsBalance kept equal to their sum. Both change in ONE
// statement — the entry is inserted and the balance moved only when the insert happened — so a
// retried request with the same key never applies twice, even when both attempts run at once (the
// second waits on the unique index and then inserts nothing). A debit that would make the balance
// negative fails on the CHECK constraint and rolls back with the caller's transaction.
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { PointsEntryKind } from '../generated/prisma/enums.js';

export interface CreditPointsInput {
  userId: string;
  kind: PointsEntryKind;
  /** Signed: positive credits, negative debits. Never 0. */
  points: number;
  reason: string;
  subOrderId?: string | null;
  /** The redemption a REDEEMED / REFUNDED entry belongs to. */
  redemptionId?: string | null;
  /** STORE_ADJUSTMENT: the store and the purchase value (decimal string) the points came from. */
  storeId?: string | null;
  purchaseAmount?: string | null;
  /** e.g. 'earned:<subOrderId>', 'referral:<inviteeId>', or a client's key. */
  idempotencyKey: string;
  createdById?: string | null;
}

/**
 * Appends an entry and moves the balance atomically. Returns false (and changes nothing) when an
 * entry with the same idempotency key already exists. Call it inside the caller's transaction so
 * the entry lands together with what caused it.
 */
export async function creditPoints(db: Prisma.TransactionClient | PrismaClient, input: CreditPointsInput): Promise<boolean> {
  if (!Number.isInteger(input.points) || input.points === 0) {
    throw new RangeError(`Pontos inválidos: ${input.points}`);
  }
  const updated = await db.$executeRaw`
    WITH entry AS (
      INSERT INTO "PointsEntry" ("id", "userId", "kind", "points", "reason", "subOrderId", "redemptionId", "storeId", "purchaseAmount",
                                 "idempotencyKey", "createdById", "createdAt")
      VALUES (gen_random_uuid(), ${input.userId}::uuid, ${input.kind}::"PointsEntryKind", ${input.points}, ${input.reason},
              ${input.subOrderId ?? null}::uuid, ${input.redemptionId ?? null}::uuid, ${input.storeId ?? null}::uuid,
              ${input.purchaseAmount ?? null}::numeric, ${input.idempotencyKey}, ${input.createdById ?? null}::uuid, ${new Date()})
      ON CONFLICT ("idempotencyKey") DO NOTHING
      RETURNING "userId", "points"
    )
    UPDATE "User" u SET "pointsBalance" = u."pointsBalance" + entry."points"
    FROM entry WHERE u."id" = entry."userId"`;
  return updated === 1;
}

/**
 * Whether an error is the balance CHECK constraint refusing a debit ("User_pointsBalance_nonnegative",
 * SQLSTATE 23514): the caller's transaction has rolled back and the answer is "not enough points".
 * Concurrent debits serialise on the user's row, so the second of two debits that only fit once
 * fails here even when both passed an earlier balance check.
 */
export function isNegativeBalanceError(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number): boolean => {
    if (value == null || depth > 6 || seen.has(value)) return false;
    if (typeof value === 'string') return value.includes('User_pointsBalance_nonnegative');
    if (typeof value !== 'object') return false;
    seen.add(value);
    const record = value as Record<string, unknown>;
    if (record.code === '23514' && String(record.message ?? record.constraint ?? '').includes('pointsBalance')) return true;
    const keys = new Set([...Object.keys(record), 'message', 'cause']);
    for (const key of keys) {
      if (visit(record[key], depth + 1)) return true;
    }
    return false;
  };
  return visit(error, 0);
}
