// Who may see which catalogue rows, defined once and used
// by every list, every lookup by id or slug, and every node refetch.
//
// - Public product: status APPROVED, stock > 0, and its store APPROVED or ACTIVE.
// - Lists (explore, suggestions, recommendations, store pages) show public products only, to
//   everyone: vendors and admins get their own screens.
// - A product reached by id/slug/node is visible when public, or to its store's owner, or to an
//   admin; to anyone else a hidden product does not exist (null / not found).
// - A store is visible when APPROVED or ACTIVE, or to its owner, or to an admin.
import { Prisma } from '../generated/prisma/client.js';
import type { ProductWhereInput, StoreWhereInput } from '../generated/prisma/models.js';
import type { StoreStatus } from '../generated/prisma/enums.js';
import type { Viewer } from '../schema/context.js';

export const VISIBLE_STORE_STATUSES: StoreStatus[] = ['APPROVED', 'ACTIVE'];

export const PUBLIC_STORE_WHERE = { status: { in: VISIBLE_STORE_STATUSES } } satisfies StoreWhereInput;

export const PUBLIC_PRODUCT_WHERE = {
  status: 'APPROVED',
  stock: { gt: 0 },
  store: PUBLIC_STORE_WHERE,
} satisfies ProductWhereInput;

/** The same rule in SQL, for the raw queries (product alias `p`, store alias `s`, joined). */
export const PUBLIC_PRODUCT_SQL = Prisma.sql`p."status" = 'APPROVED' AND p."stock" > 0 AND s."status" IN ('APPROVED', 'ACTIVE')`;

/** Products a viewer may open by id or slug. */
export function productAccessSql(viewer: Viewer | null): Prisma.Sql {
  if (viewer?.isAdmin) return Prisma.sql`TRUE`;
  if (viewer) return Prisma.sql`((${PUBLIC_PRODUCT_SQL}) OR s."ownerId" = ${viewer.id}::uuid)`;
  return PUBLIC_PRODUCT_SQL;
}

/** The same rule for Prisma queries. */
export function productAccessWhere(viewer: Viewer | null): ProductWhereInput {
  if (viewer?.isAdmin) return {};
  if (viewer) return { OR: [PUBLIC_PRODUCT_WHERE, { store: { ownerId: viewer.id } }] };
  return PUBLIC_PRODUCT_WHERE;
}

/** Stores a viewer may open by id or slug. */
export function storeAccessWhere(viewer: Viewer | null): StoreWhereInput {
  if (viewer?.isAdmin) return {};
  if (viewer) return { OR: [PUBLIC_STORE_WHERE, { ownerId: viewer.id }] };
  return PUBLIC_STORE_WHERE;
}

