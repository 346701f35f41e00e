// The points ledger (DESIGN.md 'Data rules that must hold under concurrency'): append-only entries
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
      INSERT INTO "PointsEntry" ("id", "userId", "kind", "points", "reason", "subOrderId", "idempotencyKey", "createdById", "createdAt")
      VALUES (gen_random_uuid(), ${input.userId}::uuid, ${input.kind}::"PointsEntryKind", ${input.points}, ${input.reason},
              ${input.subOrderId ?? null}::uuid, ${input.idempotencyKey}, ${input.createdById ?? null}::uuid, ${new Date()})
      ON CONFLICT ("idempotencyKey") DO NOTHING
      RETURNING "userId", "points"
    )
    UPDATE "User" u SET "pointsBalance" = u."pointsBalance" + entry."points"
    FROM entry WHERE u."id" = entry."userId"`;
  return updated === 1;
}
