// Test data for the loyalty club: ledger entries written straight through Prisma, dated as the
// test needs (the balance moves with them, as the ledger does), so tier and month boundaries can be
// checked through the API.
import { randomUUID } from 'node:crypto';
import type { PrismaClient } from '../../api/generated/prisma/client.js';
import type { PointsEntryKind } from '../../api/generated/prisma/enums.js';

export async function addEntry(
  prisma: PrismaClient,
  userId: string,
  points: number,
  options: { kind?: PointsEntryKind; at?: Date | string; reason?: string; storeId?: string; purchaseAmount?: string } = {},
) {
  const [entry] = await prisma.$transaction([
    prisma.pointsEntry.create({
      data: {
        userId,
        points,
        kind: options.kind ?? (points > 0 ? 'EARNED' : 'REDEEMED'),
        reason: options.reason ?? 'teste',
        idempotencyKey: `test:${randomUUID()}`,
        storeId: options.storeId ?? null,
        purchaseAmount: options.purchaseAmount ?? null,
        ...(options.at ? { createdAt: new Date(options.at) } : {}),
      },
    }),
    prisma.user.update({ where: { id: userId }, data: { pointsBalance: { increment: points } } }),
  ]);
  return entry;
}
