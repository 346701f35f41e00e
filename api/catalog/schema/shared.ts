// Helpers shared by the sections of this schema.

/** Product grids: 24 fills rows of 2, 3 and 4 columns. */
export const PRODUCT_PAGE_SIZE = 24;


/**
 * Loads with the planned query only when there is an id. The query is read either way, so the
 * Prisma plugin's "unused query" warning does not fire for payloads without a row.
 */
export function whenId<Q extends object, T>(query: Q, id: string | null, load: (query: Q) => Promise<T>): Promise<T> | null {
  const planned = { ...query };
  return id ? load(planned) : null;
}

/** Adds `id` to a planned Prisma query in select mode, so rows loaded by id can be put back in order. */
export function withId<T extends object>(query: T): T {
  const q = query as { select?: Record<string, unknown> };
  return (q.select ? { ...query, select: { ...q.select, id: true } } : query) as T;
}
