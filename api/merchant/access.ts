// Which store a vendor operation acts on (docs/architecture.md, "Access"): the store the caller
// owns — or, for an admin, any store named by `storeId`. An owner naming another store's ID gets
// the same NOT_FOUND as an unknown ID, and nothing changes.
import { createContextCache } from '@pothos/core';
import type { Prisma } from '../generated/prisma/client.js';
import type { Context, Viewer } from '../schema/context.js';
import { refuse } from '../schema/user-error.js';
import type { Tx } from '../shared/locks.js';

export const VENDOR_MESSAGES = {
  storeNotFound: 'Loja não encontrada',
} as const;

/** The where-filter of the stores this viewer manages. */
export function managedStoresWhere(viewer: Pick<Viewer, 'id' | 'isAdmin'>, storeId?: string | null): Prisma.StoreWhereInput {
  if (viewer.isAdmin) return storeId ? { id: storeId } : { ownerId: viewer.id };
  return { ownerId: viewer.id, ...(storeId ? { id: storeId } : {}) };
}

/** The store the operation acts on, or the NOT_FOUND refusal. The oldest, when an owner has several. */
export async function managedStore(db: Tx | Prisma.TransactionClient, viewer: Pick<Viewer, 'id' | 'isAdmin'>, storeId?: string | null) {
  const store = await db.store.findFirst({
    where: managedStoresWhere(viewer, storeId),
    orderBy: { createdAt: 'asc' },
    select: { id: true, name: true, ownerId: true },
  });
  return store ?? refuse(VENDOR_MESSAGES.storeNotFound, 'NOT_FOUND', 'storeId');
}

/** The ids of the stores the viewer owns, read once per request (object-level checks of lists use it). */
export const ownedStoreIds = createContextCache(async (ctx: Context): Promise<ReadonlySet<string>> => {
  if (!ctx.viewer) return new Set();
  const stores = await ctx.prisma.store.findMany({ where: { ownerId: ctx.viewer.id }, select: { id: true } });
  return new Set(stores.map((s) => s.id));
});
