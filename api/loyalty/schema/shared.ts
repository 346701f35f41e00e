// Helpers shared by the sections of the loyalty schema.

/**
 * Loads a payload's row with the planned query when there is an id. The query is read either way,
 * so the Prisma plugin's "unused query" warning does not fire for payloads without a row.
 */
export function byId<Q extends object, T>(query: Q, id: string | null | undefined, load: (query: Q, id: string) => Promise<T>): Promise<T> | null {
  const planned = { ...query };
  return id ? load(planned, id) : null;
}
