// Raw SQL on the hot reads (the catalogue's one-statement pages, the session of every signed-in
// request) goes straight to node-postgres. Prisma 7 plans and interprets even a $queryRaw: ~0.2 ms
// of CPU per statement more than the same statement through the pool underneath it (measured in
// docs/decisions.md, "Medidas da API"), on reads whose whole API cost is under 1 ms.
//
// The rows come back typed as $queryRaw types them (bigint, Decimal, Date), so callers do not
// change; tests/integration/sql-rows.test.ts compares both ways column type by column type. A
// client without a registered pool (a transaction, or a test's own client that counts statements
// through Prisma's query events) keeps using $queryRaw.
import pg from 'pg';
import { Prisma } from '../generated/prisma/client.js';

const pools = new WeakMap<object, pg.Pool>();

/** Makes rawRows(client, …) use `pool`, the same pool Prisma's driver adapter uses for `client`. */
export function registerPool(client: object, pool: pg.Pool): void {
  pools.set(client, pool);
}

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082, TIMESTAMP: 1114, TIMESTAMPTZ: 1184 } as const;

// Prisma stores DateTime as `timestamp(3)` in UTC; node-postgres would read it in the process's time zone.
const asUtc = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);
const PARSERS: Record<number, (text: string) => unknown> = {
  [OID.INT8]: (text) => BigInt(text),
  [OID.NUMERIC]: (text) => new Prisma.Decimal(text),
  [OID.DATE]: (text) => new Date(`${text}T00:00:00Z`),
  [OID.TIMESTAMP]: asUtc,
  [OID.TIMESTAMPTZ]: (text) => new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')),
};
const types = {
  getTypeParser: ((oid: number, format?: string) => PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

type RawClient = { $queryRaw<T>(query: Prisma.Sql): Prisma.PrismaPromise<T> };

/** The rows of `sql`, as `client.$queryRaw(sql)` returns them. */
export async function rawRows<T>(client: RawClient, sql: Prisma.Sql): Promise<T[]> {
  const pool = pools.get(client);
  if (!pool || pool.ended) return client.$queryRaw<T[]>(sql);
  const result = await pool.query({ text: sql.text, values: sql.values as unknown[], types });
  return result.rows as T[];
}
